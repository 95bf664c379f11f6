import TapbenchCore

extension DeviceError {
    /// One line for QA: the device's description, with what to type next.
    var message: String {
        switch self {
        case .unknownActivity(_, let count):
            description + (count == 0 ? " ('types' lists what can start)" : " (see 'list')")
        case .refused(let refusal):
            "\(refusal.code.rawValue): \(refusal.messageAndRemedy)"
        case .unknownType, .invalidContent, .abandonedRun:
            description
        }
    }
}
