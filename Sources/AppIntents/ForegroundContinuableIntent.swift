/// An intent that may ask to bring the app to the foreground before it goes on (iOS 17).
///
/// ```swift
/// struct EditOrderIntent: ForegroundContinuableIntent {
///     func perform() async throws -> some IntentResult {
///         throw needsToContinueInForegroundError("Open the app to edit the order")
///     }
/// }
/// ```
@available(iOS, deprecated: 26.0, message: "Use supportedModes instead")
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// The error that stops `perform()` and asks for the foreground; the run ends with it as its outcome, and the
    /// bench, which has no foreground to bring the app to, does not run `continuation`.
    @available(iOS, deprecated: 26.0, message: "Use supportedModes instead")
    public func needsToContinueInForegroundError(
        _ dialog: IntentDialog? = nil, continuation: (@MainActor @Sendable () async -> Void)? = nil
    ) -> NeedsToContinueInForegroundError {
        NeedsToContinueInForegroundError(dialog: dialog)
    }
}

/// An intent asked to continue in the foreground.
public struct NeedsToContinueInForegroundError: Error, Sendable, CustomStringConvertible {
    public let dialog: IntentDialog?

    public var description: String {
        dialog.map { "needs to continue in the foreground: \($0.text.key)" } ?? "needs to continue in the foreground"
    }
}
