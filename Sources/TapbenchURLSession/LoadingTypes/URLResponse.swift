import Foundation

/// Apple's `URLResponse`: what a load's answer says of itself, before and apart from its data.
///
/// ```swift
/// let (data, response) = try await URLSession.shared.data(from: url)
/// guard response.mimeType == "application/json" else { throw OrderError.unreadable }
/// ```
open class URLResponse: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var url: URL?
    open private(set) var mimeType: String?
    open private(set) var expectedContentLength: Int64
    open private(set) var textEncodingName: String?

    public init(url: URL, mimeType: String?, expectedContentLength length: Int, textEncodingName name: String?) {
        self.url = url
        self.mimeType = mimeType
        expectedContentLength = Int64(length)
        textEncodingName = name
    }

    /// The name a file of this answer would take: the URL's last path component, else "Unknown".
    open var suggestedFilename: String? {
        let last = url?.lastPathComponent ?? ""
        return last.isEmpty || last == "/" ? "Unknown" : last
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
