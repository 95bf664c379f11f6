import Foundation

/// A module's list of Apple pages: `ApplePages/<Module>.txt`, one line per public declaration of the facade,
///
/// ```
/// Activity.request(attributes:content:pushType:style:) | /documentation/ActivityKit/Activity/request(attributes:content:pushType:style:) | iOS 18.0
/// ActivityType.init(_:preview:previewState:) | own | registers an ActivityAttributes type with the simulated device
/// ```
///
/// with the page it mirrors and its iOS availability as Apple's documentation gives them, or `own` and why the bench
/// has it though iOS does not. `#` lines are comments.
struct ApplePageList {
    enum Mirror: Equatable {
        /// Apple's page, `/documentation/ActivityKit/ActivityStyle/transient`, and its availability, `iOS 18.0`.
        case page(String, availability: String)
        /// The bench's own declaration, and why.
        case own(reason: String)
    }

    struct Entry {
        let path: String
        let mirror: Mirror
        let source: String
    }

    private(set) var entries: [Entry] = []
    /// One line per line that is not an entry.
    private(set) var problems: [String] = []

    /// The list of `module`: `ApplePages/ActivityKit.txt`.
    init(module: String) throws {
        let file = Self.folder.appendingPathComponent("\(module).txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let source = "\(file.lastPathComponent):\(index + 1)"
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let columns = line.components(separatedBy: " | ")
            guard columns.count == 3 else {
                problems.append("\(source): write PATH | PAGE | AVAILABILITY, or PATH | own | REASON")
                continue
            }
            let mirror: Mirror = columns[1] == "own" ? .own(reason: columns[2]) : .page(columns[1], availability: columns[2])
            entries.append(Entry(path: columns[0], mirror: mirror, source: source))
        }
    }

    /// The folder of lists, beside this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ApplePages")

}
