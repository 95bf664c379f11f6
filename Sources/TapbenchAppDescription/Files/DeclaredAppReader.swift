import TapbenchCommands
import Foundation
import TapbenchCore

/// One reading of an app's files into a ``DeclaredApp``: the Info.plist first, since the association files'
/// entries are picked by the bundle identifier, then the entitlements and the association files.
struct DeclaredAppReader {
    let files: AppFiles
    let bundleIdentifier: String?
    let buildSettings: [String: String]
    let load: (String) throws(FileProblem) -> Data
    private var app = DeclaredApp()

    init(files: AppFiles, bundleIdentifier: String?, buildSettings: [String: String], load: @escaping (String) throws(FileProblem) -> Data) {
        self.files = files
        self.bundleIdentifier = bundleIdentifier
        var settings = buildSettings
        if let bundleIdentifier, settings["PRODUCT_BUNDLE_IDENTIFIER"] == nil { settings["PRODUCT_BUNDLE_IDENTIFIER"] = bundleIdentifier }
        self.buildSettings = settings
        self.load = load
    }

    mutating func read() -> DeclaredApp {
        readInfoPlist()
        readAssociatedDomains()
        readRoutes()
        readServer()
        var seen = Set<String>()
        app.notices = app.notices.filter { seen.insert($0).inserted }
        return app
    }

    private mutating func notice(_ line: String) {
        app.notices.append(line)
    }

    /// `static let bundleIdentifier = "com.example.pizza"`, with the app's name when the file gives it.
    private var bundleIdentifierAdvice: String {
        let word = (app.displayName?.value ?? "").lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
        return "give it as AppIntroduction(bundleIdentifier: \"com.example.\(word.isEmpty ? "app" : word)\")"
    }

    private func settingsAdvice(for text: String) -> String {
        let names = BuildSettings.names(in: text)
        if names == ["PRODUCT_BUNDLE_IDENTIFIER"] { return bundleIdentifierAdvice }
        return BuildSettings.advice(for: names)
    }

    // MARK: Info.plist

    private mutating func readInfoPlist() {
        guard let path = files.infoPlist else {
            notice("Info.plist: not given, so a URL of any scheme reaches the app: give it as AppFiles(infoPlist: \"path/to/Info.plist\")")
            app.bundleIdentifier = bundleIdentifier.map(DeclaredString.resolved)
            return
        }
        let info: InfoPlist
        do throws(FileProblem) {
            info = try InfoPlist(try load(path), buildSettings: buildSettings)
        } catch {
            notice("Info.plist: \(path) \(error.reason)")
            app.bundleIdentifier = bundleIdentifier.map(DeclaredString.resolved)
            return
        }
        app.displayName = info.displayName
        app.urlSchemes = info.urlSchemes
        app.supportsLiveActivities = info.supportsLiveActivities
        app.supportsLiveActivitiesFrequentUpdates = info.supportsLiveActivitiesFrequentUpdates
        for problem in info.problems { notice("Info.plist: \(problem)") }
        readBundleIdentifier(info.bundleIdentifier)
        for scheme in info.urlSchemes where scheme.value == nil {
            notice(
                "Info.plist: CFBundleURLSchemes has \(scheme.text), a build setting, so a URL of any scheme reaches the app: "
                    + settingsAdvice(for: scheme.text))
        }
        // Apple, "Displaying live data with Live Activities": the app's Info.plist sets NSSupportsLiveActivities to YES.
        switch info.supportsLiveActivities {
        case true: break
        case false:
            notice("Info.plist: NSSupportsLiveActivities is NO, so iOS would start no Live Activity for the app: set it to YES")
        case nil:
            notice(
                "Info.plist: no NSSupportsLiveActivities, so iOS would start no Live Activity for the app: set it to YES "
                    + "(if Xcode generates the Info.plist, give AppIntroduction(buildSettings: [\"INFOPLIST_KEY_NSSupportsLiveActivities\": \"YES\"]))")
        }
    }

    private mutating func readBundleIdentifier(_ declared: DeclaredString?) {
        if let bundleIdentifier {
            if let value = declared?.value, value != bundleIdentifier {
                notice("Info.plist: CFBundleIdentifier is \(value), but the app's introduction gives \(bundleIdentifier): the bench uses \(bundleIdentifier)")
            }
            app.bundleIdentifier = .resolved(bundleIdentifier)
            return
        }
        app.bundleIdentifier = declared
        switch declared {
        case .resolved: break
        case .unresolved(let text): notice("Info.plist: CFBundleIdentifier is \(text), a build setting: \(settingsAdvice(for: text))")
        case nil: notice("Info.plist: no CFBundleIdentifier (Xcode writes it from PRODUCT_BUNDLE_IDENTIFIER): \(bundleIdentifierAdvice)")
        }
    }

    // MARK: Entitlements and apple-app-site-association files

    // MARK: Routes

    private mutating func readRoutes() {
        guard let path = files.routes else { return }
        do throws(FileProblem) {
            let file = RouteLines(String(decoding: try load(path), as: UTF8.self), path: path)
            app.routes = file.routes.map { DeclaredRoute(pattern: $0.pattern, screen: $0.screen, source: "\(path):\($0.line)") }
            file.problems.forEach { notice($0) }
        } catch {
            notice("routes: \(path) \(error.reason)")
        }
    }

    // MARK: The app's server

    private mutating func readServer() {
        guard let path = files.server else { return }
        do throws(FileProblem) {
            app.serverFile = ServerFileText(text: String(decoding: try load(path), as: UTF8.self), path: path)
        } catch {
            notice("server: \(path) \(error.reason)")
        }
    }

    private mutating func readAssociatedDomains() {
        guard let path = files.entitlements else {
            if files.aasa != nil {
                notice(
                    "apple-app-site-association: given, but with no entitlements file no applinks: domain claims it, so every https link "
                        + "opens in the browser: give them as AppFiles(entitlements: \"path/to/App.entitlements\")")
            }
            return
        }
        let entitlements: Entitlements
        do throws(FileProblem) {
            entitlements = try Entitlements(try load(path), buildSettings: buildSettings)
        } catch {
            notice("entitlements: \(path) \(error.reason)")
            return
        }
        app.appLinks = entitlements.appLinks
        app.apsEnvironment = entitlements.apsEnvironment
        for problem in entitlements.problems { notice("entitlements: \(problem)") }
        noticeUnclaimedFiles(claimed: entitlements.appLinks.map(\.host))
        var sections: [String: AppLinksSection] = [:]
        var domains: [AppLinksDomain] = []
        for link in entitlements.appLinks {
            guard let file = files.aasa?.path(for: link.host) else {
                notice(
                    "entitlements: applinks:\(link.host) has no apple-app-site-association file: give it as "
                        + "AppFiles(aasa: [\"\(link.host)\": \"path/to/apple-app-site-association\"])")
                domains.append(AppLinksDomain(host: link.host, components: []))
                continue
            }
            if sections[file] == nil {
                let hosts = entitlements.appLinks.filter { files.aasa?.path(for: $0.host) == file }.map(\.host)
                sections[file] = readSection(at: file, for: hosts)
            }
            let section = sections[file] ?? AppLinksSection()
            domains.append(AppLinksDomain(host: link.host, components: section.components, substitutionVariables: section.substitutionVariables))
        }
        app.associatedDomains = AssociatedDomains(domains)
    }

    /// Association files no `applinks:` entry of the entitlements claims: iOS never reads them.
    private mutating func noticeUnclaimedFiles(claimed: [String]) {
        let claims = claimed.isEmpty ? "none" : claimed.map { "applinks:\($0)" }.joined(separator: ", ")
        switch files.aasa {
        case .everyHost where claimed.isEmpty:
            notice(
                "apple-app-site-association: given, but the entitlements claim no applinks: domain, so it applies to none: "
                    + "add applinks:<domain> to \(Entitlements.associatedDomainsKey)")
        case .perHost(let paths):
            for host in paths.keys.map({ $0.lowercased() }).sorted() where !claimed.contains(where: { $0 == host || $0 == "*.\(host)" }) {
                notice(
                    "apple-app-site-association: given for \(host), which the entitlements do not claim (they claim \(claims)), so iOS "
                        + "never reads it: add applinks:\(host) to \(Entitlements.associatedDomainsKey)")
            }
        default: break
        }
    }

    /// The app's part of the file at `path`, which `hosts` serve; every problem with it is a notice.
    private mutating func readSection(at path: String, for hosts: [String]) -> AppLinksSection {
        let noLink = "so no link to \(hosts.joined(separator: ", ")) opens the app"
        let file: SiteAssociation
        do throws(FileProblem) {
            file = try SiteAssociation(try load(path))
        } catch {
            notice("apple-app-site-association: \(path) \(error.reason)")
            return AppLinksSection()
        }
        guard file.applinks != nil else {
            notice("apple-app-site-association: \(path) has no applinks section, \(noLink)")
            return AppLinksSection()
        }
        guard let identifier = app.bundleIdentifier?.value else {
            notice(
                "apple-app-site-association: the app's bundle identifier is unknown, so none of \(path)'s entries can be picked and "
                    + "\(noLink): \(bundleIdentifierAdvice)")
            return AppLinksSection()
        }
        let section = file.appLinks(for: identifier)
        for problem in section.problems { notice("apple-app-site-association: \(path): \(problem)") }
        if !section.namesApp {
            let named = section.appIDs.isEmpty ? "none" : section.appIDs.joined(separator: ", ")
            notice(
                "apple-app-site-association: \(path) has no applinks.details entry for \(identifier) (it has \(named)), \(noLink): "
                    + "add \"<Team ID>.\(identifier)\" to an entry's appIDs")
        }
        let domain = AppLinksDomain(host: hosts.first ?? "", components: section.components, substitutionVariables: section.substitutionVariables)
        for name in domain.undefinedVariables {
            notice("apple-app-site-association: \(path) uses $(\(name)), which its substitutionVariables does not define: the bench matches it as plain text")
        }
        return section
    }
}
