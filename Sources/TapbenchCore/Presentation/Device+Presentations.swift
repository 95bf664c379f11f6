import Foundation

extension Device {
    /// An activity's presentations, evaluated for its current content. The app's views are evaluated
    /// again only when the content, the staleness or the clock has changed since the last time: drawing
    /// the screen asks for the same activity several times.
    public func presentations(of number: Int) throws(TapError) -> ActivityPresentations {
        guard let activity = activity(number) else { throw .unknownActivity(number, count: activities.count) }
        guard let set = catalog.presentationSet(for: activity.typeName) else { throw .noPresentations(typeName: activity.typeName) }
        let input = PresentationInput(
            attributes: activity.attributes, state: activity.content.state, isStale: activity.isStale, activityID: activity.id,
            environment: PresentationEnvironment(settings))
        let now = now
        if let cached = caches.withLock({ $0.presentations[activity.id] }), cached.input == input, cached.now == now { return cached.presentations }
        do {
            let presentations = try set.presentations(for: input)
            caches.withLock { $0.presentations[activity.id] = CachedPresentations(input: input, now: now, presentations: presentations) }
            return presentations
        } catch {
            throw .presentationFailed(typeName: activity.typeName, reason: ErrorText.describe(error))
        }
    }

    /// The presentation a person sees the activity in now: the island's when it holds the island on an
    /// unlocked iPhone with one, else the Lock Screen's.
    public func visiblePresentation(of number: Int) -> PresentationKind {
        let settings = settings
        let island = island
        guard settings.hasDynamicIsland, !settings.isLocked, island.holder == number || island.detachedActivity == number else { return .lock }
        switch island.presentation {
        case .minimal: return .minimal
        case .expanded: return .expanded
        case .compact, .none: return .compact
        }
    }
}
