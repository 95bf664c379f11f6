/// The modules app code imports that neither the bench nor Swift on Linux has: Apple-only frameworks such as SwiftData,
/// HealthKit or MapKit, or a package of the team's own. `init` names each with the files that import it, since the
/// build would stop there with only `no such module`.
enum UnavailableModules {
    /// What Swift on Linux brings with the toolchain.
    static let toolchain: Set = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "Dispatch", "Glibc", "Musl", "Observation", "Synchronization", "RegexBuilder", "Distributed", "_Concurrency",
        "_StringProcessing", "XCTest", "Testing",
    ]

    /// The modules in `imports` that are neither the bench's facades nor the toolchain's.
    static func find(in imports: [String]) -> [String] {
        let bench = Set(PackageManifestFile.coreProducts + PackageManifestFile.frameworkProducts)
        return imports.filter { !bench.contains($0) && !toolchain.contains($0) }
    }

    /// The line `init` prints for one such module.
    static func note(module: String, files: [String]) -> String {
        "note: \(files.joined(separator: ", ")) import\(files.count == 1 ? "s" : "") \(module), which neither the bench nor Swift on Linux "
            + "has, so the build will stop there: if it is a package of yours, add it to Package.swift; if it is Apple's, put "
            + "that code under #if canImport(\(module)), which is true on iOS and false here"
    }
}
