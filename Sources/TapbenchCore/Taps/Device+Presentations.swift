extension Device {
    /// An activity's presentations, evaluated for its current content.
    public func presentations(of number: Int) throws(TapError) -> ActivityPresentations {
        guard let activity = activity(number) else { throw .unknownActivity(number, count: activities.count) }
        guard let set = catalog.presentationSet(for: activity.typeName) else { throw .noPresentations(typeName: activity.typeName) }
        let input = PresentationInput(
            attributes: activity.attributes, state: activity.content.state, isStale: activity.isStale, activityID: activity.id)
        do {
            return try set.presentations(for: input)
        } catch {
            throw .presentationFailed(typeName: activity.typeName, reason: String(describing: error))
        }
    }

    /// The presentation a person sees the activity in now: the island's when it holds the island on an
    /// unlocked iPhone with one, else the Lock Screen's.
    public func visiblePresentation(of number: Int) -> PresentationKind {
        let settings = settings
        let island = island
        guard settings.hasDynamicIsland, !settings.isLocked, island.holder == number else { return .lock }
        return island.presentation == .minimal ? .minimal : .compact
    }
}
