/// The app's App Shortcuts: phrases that run its intents from Siri and Spotlight without setup.
///
/// ```swift
/// struct CoffeeShortcuts: AppShortcutsProvider {
///     static var appShortcuts: [AppShortcut] {
///         AppShortcut(intent: OrderCoffeeIntent(), phrases: ["Order coffee with \(.applicationName)"],
///                     shortTitle: "Order Coffee", systemImageName: "cup.and.saucer")
///     }
/// }
/// ```
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .blue }
}

/// One intent with the phrases that run it.
public struct AppShortcut: Sendable {
    /// The intent's type name.
    public let intentName: String
    /// The phrases, with `\(.applicationName)` written as `${applicationName}`, as in Apple's string catalogs.
    public let phrases: [String]
    public let shortTitle: LocalizedStringResource
    public let systemImageName: String

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String) {
        intentName = IntentTypeFacts.of(Intent.self).name
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
}

/// A phrase that runs an intent: `"Order coffee with \(.applicationName)"`.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${\(token.name)}" }
    }
}

/// A placeholder in a phrase, such as the app's name.
public struct AppShortcutPhraseToken: Sendable {
    let name: String
    public static let applicationName = AppShortcutPhraseToken(name: "applicationName")
}

/// The colour of the app's tile in Shortcuts.
public enum ShortcutTileColor: Sendable {
    case red, tangerine, orange, yellow, lime, lightBlue, teal, navy, blue, grape, purple, pink, grayBlue, grayGreen, grayBrown
}

/// Builds `appShortcuts` from one `AppShortcut` a line.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap(\.self) }
    public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
    public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
}
