/// The names of Foundation's URL loading system, as a Swift file uses them: a file that names one needs
/// `URLSession` and the types around it, which iOS's Foundation has and Linux keeps in FoundationNetworking.
enum URLLoadingNames {
    static let names: Set = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionUploadTask", "URLSessionDownloadTask",
        "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLRequest", "URLResponse",
        "HTTPURLResponse", "FoundationNetworking",
    ]

    /// Whether `source` names one of them outside comments and string literals.
    static func appear(in source: String) -> Bool {
        SwiftTokens(source).tokens.contains(where: names.contains)
    }
}
