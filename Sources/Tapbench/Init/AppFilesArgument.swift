import Foundation

/// The app's files that the introduction points the bench at, `AppFiles(infoPlist:entitlements:aasa:)`,
/// with paths relative to the introduction's own folder: through the links where the files are in the
/// app's folders (`Pizza/Info.plist`), else from that folder to them.
struct AppFilesArgument: Equatable {
    /// The app's apple-app-site-association: one file for every domain, or one per domain.
    enum AssociationFiles: Equatable {
        case one(String)
        case perHost([Host])
    }

    struct Host: Equatable {
        let host: String
        let path: String
    }

    var infoPlist: String?
    var entitlements: String?
    var aasa: AssociationFiles?
    /// The bench's server file, when the app's code loads URLs: `../../Server/server.tapbench`.
    var server: String?

    /// `AppFiles`'s arguments as Swift, none when no file was given: `infoPlist: "Pizza/Info.plist"`.
    var arguments: [String] {
        var arguments: [String] = []
        if let infoPlist { arguments.append("infoPlist: \(SwiftLiteral.string(infoPlist))") }
        if let entitlements { arguments.append("entitlements: \(SwiftLiteral.string(entitlements))") }
        switch aasa {
        case .one(let path):
            arguments.append("aasa: \(SwiftLiteral.string(path))")
        case .perHost(let hosts):
            let pairs = hosts.map { "\(SwiftLiteral.string($0.host)): \(SwiftLiteral.string($0.path))" }
            arguments.append("aasa: [\(pairs.joined(separator: ", "))]")
        case nil:
            break
        }
        if let server { arguments.append("server: \(SwiftLiteral.string(server))") }
        return arguments
    }

    /// Checks that every file given exists, from the folder `base`, and writes each as the introduction
    /// in `introductionFolder` reaches it.
    init(
        infoPlist: String?, entitlements: String?, aasa: [String], base: URL, folders: [SourceFolder], introductionFolder: URL
    ) throws(InitRefusal) {
        func path(_ option: String, _ wanted: String, _ given: String) throws(InitRefusal) -> String {
            let file = FileLocations.resolved(given, base: base)
            guard FileLocations.exists(file), !FileLocations.isFolder(file) else { throw .noFile(option, given, wanted: wanted) }
            if let folder = folders.first(where: { FileLocations.isWithin(file, $0.url) }) {
                return ([folder.linkName] + file.pathComponents.dropFirst(folder.url.pathComponents.count)).joined(separator: "/")
            }
            return FileLocations.relative(from: introductionFolder, to: file)
        }
        self.infoPlist = try infoPlist.map { given throws(InitRefusal) in try path("--info-plist", "Info.plist", given) }
        self.entitlements = try entitlements.map { given throws(InitRefusal) in try path("--entitlements", "entitlements file", given) }
        let hosts = aasa.map(Self.host(of:))
        if hosts.allSatisfy({ $0.host != nil }), !hosts.isEmpty {
            var paths: [Host] = []
            for given in hosts { paths.append(Host(host: given.host ?? "", path: try path("--aasa", "apple-app-site-association file", given.file))) }
            self.aasa = .perHost(paths)
        } else if hosts.count == 1 {
            self.aasa = .one(try path("--aasa", "apple-app-site-association file", hosts[0].file))
        } else if hosts.isEmpty {
            self.aasa = nil
        } else {
            throw .mixedAASA
        }
    }

    /// `example.com=aasa.json` is a host and its file; a path alone, or one whose `=` comes after a `/`, is a file.
    private static func host(of given: String) -> (host: String?, file: String) {
        guard let equals = given.firstIndex(of: "="), !given[..<equals].contains("/"), equals != given.startIndex else { return (nil, given) }
        return (String(given[..<equals]), String(given[given.index(after: equals)...]))
    }
}
