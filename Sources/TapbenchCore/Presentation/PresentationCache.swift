import Foundation

/// What the app's code made of each activity, kept while it still holds, by activity id: its presentations,
/// evaluated again only when what they were evaluated from changes, and its attributes as the app's type, which
/// never change once it starts.
struct PresentationCache: Sendable {
    var presentations: [String: CachedPresentations] = [:]
    var attributes: [String: any Sendable] = [:]
}

/// The last presentations evaluated for an activity, with what they were evaluated from.
struct CachedPresentations: Sendable {
    let input: PresentationInput
    let now: Date
    let presentations: ActivityPresentations
}
