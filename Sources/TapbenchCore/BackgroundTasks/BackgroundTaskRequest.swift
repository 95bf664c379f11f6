import Foundation

/// A background task the app asked iOS to run later (`BGTaskScheduler.shared.submit(_:)`): an app refresh or a
/// processing task, not before `earliestBeginDate` if it gives one.
public struct BackgroundTaskRequest: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case appRefresh = "app refresh"
        case processing
    }

    public let identifier: String
    public let kind: Kind
    public let earliestBeginDate: Date?

    public init(identifier: String, kind: Kind, earliestBeginDate: Date?) {
        self.identifier = identifier
        self.kind = kind
        self.earliestBeginDate = earliestBeginDate
    }
}
