import ActivityKit

// Seed 000, "Define a set of static and dynamic data", as printed.

struct AdventureAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable {
        let currentHealthLevel: Double
        let eventDescription: String
    }

    let hero: EmojiRanger
}

/// A hero of the Emoji Rangers sample that seed 000 draws from.
struct EmojiRanger: Codable, Hashable, Sendable {
    let name: String
    let avatar: String
    let healthLevel: Double

    static let spouty = EmojiRanger(name: "Spouty", avatar: "🐳", healthLevel: 0.9)
    static let egghead = EmojiRanger(name: "Egghead", avatar: "🦄", healthLevel: 0.7)
}

extension AdventureAttributes {
    static var preview: AdventureAttributes { AdventureAttributes(hero: .spouty) }
}

extension AdventureAttributes.ContentState {
    /// Seed 000's initial state: "Adventure has begun!"
    static func begun(for hero: EmojiRanger) -> Self {
        Self(currentHealthLevel: hero.healthLevel, eventDescription: "Adventure has begun!")
    }
}
