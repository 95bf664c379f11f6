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

/// The interpolations of a log message: `\(value)`, `\(value, privacy: .public)`,
/// `\(eta, format: .fixed(precision: 1))`, `\(name, align: .left(columns: 12))`.
public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation<Value>(_ value: @autoclosure () -> Value, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
    public mutating func appendInterpolation<Value: BinaryInteger>(
        _ value: @autoclosure () -> Value, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation<Value: BinaryFloatingPoint>(
        _ value: @autoclosure () -> Value, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
}

/// How an interpolated integer is written: `.decimal`, `.hex`, `.octal`.
public struct OSLogIntegerFormatting: Sendable, Equatable {
    let name: String

    public static let decimal = OSLogIntegerFormatting(name: "decimal")
    public static let hex = OSLogIntegerFormatting(name: "hex")
    public static let octal = OSLogIntegerFormatting(name: "octal")
}

/// How an interpolated number is written: `.fixed`, `.fixed(precision: 2)`, `.exponential`.
public struct OSLogFloatFormatting: Sendable, Equatable {
    let name: String
    let precision: Int?

    public static let fixed = OSLogFloatFormatting(name: "fixed", precision: nil)
    public static let exponential = OSLogFloatFormatting(name: "exponential", precision: nil)
    public static let hybrid = OSLogFloatFormatting(name: "hybrid", precision: nil)

    public static func fixed(precision: Int) -> OSLogFloatFormatting { OSLogFloatFormatting(name: "fixed", precision: precision) }
}

/// How an interpolated value is padded: `.none`, `.left(columns: 12)`, `.right(columns: 4)`.
public struct OSLogStringAlignment: Sendable, Equatable {
    let columns: Int

    public static let none = OSLogStringAlignment(columns: 0)

    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: -columns) }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns) }
}

/// How much of an interpolated value the log shows.
public struct OSLogPrivacy: Sendable, Equatable {
    let name: String

    public static let auto = OSLogPrivacy(name: "auto")
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")

    /// Private, logged as a hash so that equal values can be matched: `.private(mask: .hash)`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private") }

    /// How a private value is masked.
    public struct Mask: Sendable, Equatable {
        let name: String

        public static let hash = Mask(name: "hash")
        public static let none = Mask(name: "none")
    }
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
