import Foundation

/// An error the app threw, as text that is the same on every run. Swift describes most errors the same way each
/// time, but an `NSError` (and `URLError`, `CocoaError`, which bridge to one) lists its `userInfo` in the order of
/// a dictionary, which differs from process to process; here its entries are sorted by key, so a transcript that
/// shows one replays.
///
/// ```swift
/// ErrorText.describe(URLError(.timedOut, userInfo: [NSLocalizedDescriptionKey: "The request timed out."]))
/// // Error Domain=NSURLErrorDomain Code=-1001 "The request timed out." UserInfo={NSLocalizedDescription=The request timed out.}
/// ```
public enum ErrorText {
    public static func describe(_ error: any Error) -> String {
        let text = String(describing: error)
        guard text.hasPrefix("Error Domain=") else { return text }
        return describe(error as NSError)
    }

    private static func describe(_ error: NSError) -> String {
        let entries = error.userInfo.sorted { $0.key < $1.key }.map { key, value in
            "\(key)=\((value as? NSError).map(describe) ?? String(describing: value))"
        }
        return "Error Domain=\(error.domain) Code=\(error.code) \"\(error.localizedDescription)\" UserInfo={\(entries.joined(separator: ", "))}"
    }
}
