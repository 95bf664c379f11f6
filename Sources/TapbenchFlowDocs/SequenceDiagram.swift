/// A flow as a sequence diagram: who asked whom for what, step by step. It is built from the events, so
/// it says what happened, not what the commands meant to do.
public struct SequenceDiagram: Sendable, Hashable {
    public enum Participant: String, Sendable, Hashable, CaseIterable {
        case qa = "QA"
        case screen = "Lock Screen / Island"
        case app = "App intents"
        case router = "Router"
        case apns = "APNs"
        /// The app's server, which stubs answer.
        case server = "Server"

        /// A short identifier for diagram sources.
        public var id: String {
            switch self {
            case .qa: "QA"
            case .screen: "Screen"
            case .app: "App"
            case .router: "Router"
            case .apns: "APNs"
            case .server: "Server"
            }
        }
    }

    public enum Arrow: Sendable, Hashable {
        /// A request: solid with an arrowhead.
        case call
        /// An answer: dashed.
        case reply
        /// Refused or dropped: solid, ending in a cross.
        case refused
    }

    public enum Item: Sendable, Hashable {
        case message(from: Participant, to: Participant, arrow: Arrow, text: String)
        case note(over: Participant, text: String)
    }

    public var items: [Item]

    public init(items: [Item]) {
        self.items = items
    }

    /// The participants in their fixed order, as far as the diagram uses them: QA always.
    public var participants: [Participant] {
        var used: Set<Participant> = [.qa]
        for item in items {
            switch item {
            case .message(let from, let to, _, _):
                used.insert(from)
                used.insert(to)
            case .note(let over, _):
                used.insert(over)
            }
        }
        return Participant.allCases.filter(used.contains)
    }

    /// Longest text a label keeps; the rest is cut with an ellipsis.
    static let labelLimit = 64

    static func label(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return flat.count <= labelLimit ? flat : String(flat.prefix(labelLimit - 1)) + "…"
    }
}
