/// A device call that could not be carried out. Nothing changed; the description is one line that says
/// what was wrong and what would be right.
public enum DeviceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which half of an activity's data a content problem is in.
    public enum Part: String, Sendable, Hashable {
        case attributes
        case contentState = "content state"
    }

    case unknownType(String, known: [String])
    case invalidContent(ContentProblem, part: Part, typeName: String)
    /// The device refused to start an activity; an `activity.rejected` event says so too.
    case refused(ActivityRequestError)
    case unknownActivity(Int, count: Int)
    /// The caller is an intent run that was cut off; iOS would have ended the app by now.
    case abandonedRun

    public var description: String {
        switch self {
        case .unknownType(let name, let known):
            let shortNames = known.map { $0.hasSuffix("Attributes") ? String($0.dropLast("Attributes".count)) : $0 }
            let suggestion = Suggestion.closest(to: name, among: shortNames + known).map { " — did you mean '\($0)'?" } ?? ""
            return "unknown activity type '\(name)'\(suggestion) (registered: \(known.joined(separator: ", ")))"
        case .invalidContent(let problem, let part, let typeName):
            let owner = part == .attributes ? typeName : "\(typeName).ContentState"
            return "\(owner): \(problem)"
        case .refused(let error):
            return error.description
        case .unknownActivity(let number, let count):
            return count == 0
                ? "no activity \(number): nothing has been started yet"
                : "no activity \(number): activities are numbered 1 to \(count)"
        case .abandonedRun:
            return "the intent was cut off at its budget; its later calls are dropped"
        }
    }
}
