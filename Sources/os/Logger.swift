/// The unified logging system's `Logger`, as app code writes to it. The bench writes the messages
/// nowhere and never evaluates their interpolations, as the system skips a level no one collects: the
/// device's events and a command's output stay exactly what the app did, whatever it logs.
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.pizza", category: "LiveActivity")
/// logger.info("Started activity \(activity.id, privacy: .public)")
/// ```
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger of the default subsystem.
    public init() { self.init(subsystem: "", category: "") }

    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

/// A log message: a string literal whose interpolations may say how private they are.
public struct OSLogMessage: Sendable, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: OSLogInterpolation) {}
}

/// The interpolations of a log message: `\(value)`, `\(value, privacy: .public)`.
public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation<Value>(_ value: @autoclosure () -> Value, privacy: OSLogPrivacy = .auto) {}
}

/// How much of an interpolated value the log shows.
public struct OSLogPrivacy: Sendable, Equatable {
    let name: String

    public static let auto = OSLogPrivacy(name: "auto")
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")
}

/// A message's level: `logger.log(level: .error, "…")`.
public struct OSLogType: Sendable, Equatable {
    let name: String

    public static let `default` = OSLogType(name: "default")
    public static let info = OSLogType(name: "info")
    public static let debug = OSLogType(name: "debug")
    public static let error = OSLogType(name: "error")
    public static let fault = OSLogType(name: "fault")
}
