/// The static data of a Live Activity, with its dynamic `ContentState`.
///
/// ```swift
/// struct AdventureAttributes: ActivityAttributes {
///     struct ContentState: Codable & Hashable {
///         let currentHealthLevel: Double
///         let eventDescription: String
///     }
///     let hero: EmojiRanger
/// }
/// ```
public protocol ActivityAttributes: Codable, Sendable {
    associatedtype ContentState: Codable & Hashable & Sendable
}
