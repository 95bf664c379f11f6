import TapbenchCore

extension PushTokenError {
    /// One line for QA: why the token cannot rotate, and what would let it.
    var message: String {
        switch self {
        case .unknownActivity(let number, let count): DeviceError.unknownActivity(number, count: count).message
        case .noToken(let number): "#\(number) has no push token: it was started without --push token"
        case .ended(let number): "#\(number) has ended; its token no longer rotates"
        }
    }
}
