/// The names of Foundation's URL loading system, as a Swift file uses them: a file that names one needs
/// `URLSession` and the types around it, which iOS's Foundation has and Linux keeps in FoundationNetworking.
enum URLLoadingNames {
    static let names: Set = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionUploadTask", "URLSessionDownloadTask",
        "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLRequest", "URLResponse",
        "HTTPURLResponse", "FoundationNetworking",
    ]

    /// The names of Combine that iOS's Foundation re-exports, so that a file importing Foundation alone uses them.
    static let combineNames: Set = ["ObservableObject", "Published"]

    /// Whether `source` names one of Foundation's re-exported Combine names outside comments and string literals.
    static func combineNamesAppear(in source: String) -> Bool {
        SwiftTokens(source).tokens.contains { combineNames.contains($0) || $0 == "@Published" }
    }

    /// Whether `source` names one of them outside comments and string literals.
    static func appear(in source: String) -> Bool {
        SwiftTokens(source).tokens.contains(where: names.contains)
    }
}
