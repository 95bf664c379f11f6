import ActivityKit

/// The screens of the app that links and continuations open.
enum AppScreen: Equatable {
    case order(String)
    case ride(String)
    case hero(String)
    case flight(String)
    case pickup(String)
    case workout(String)
    /// A universal link the app hands to its own router.
    case link(URL)
    case home
}

/// The app's continuation handler, as `onContinueUserActivity` runs it: a universal link goes to the
/// router; a Live Activity without a widgetURL opens the screen for that activity (seed 000, "Create a
/// deep link into your app").
enum SceneContinuation {
    static func screen(for userActivity: NSUserActivity) -> AppScreen {
        if userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL {
            return .link(url)
        }
        guard userActivity.activityType == NSUserActivityTypeLiveActivity, let id = userActivity.targetContentIdentifier else { return .home }
        if let ride = Activity<RideAttributes>.activities.first(where: { $0.id == id }) {
            return .ride(ride.attributes.riderName)
        }
        if let delivery = Activity<DeliveryAttributes>.activities.first(where: { $0.id == id }) {
            return .order(delivery.attributes.orderNumber)
        }
        if let adventure = Activity<AdventureAttributes>.activities.first(where: { $0.id == id }) {
            return .hero(adventure.attributes.hero.name)
        }
        if let flight = Activity<DemoWidgetAttributes>.activities.first(where: { $0.id == id }) {
            return .flight(flight.attributes.flightNumber)
        }
        if let takeout = Activity<TakeoutAttributes>.activities.first(where: { $0.id == id }) {
            return .pickup(takeout.attributes.orderNumber)
        }
        if let workout = Activity<WorkoutTimerAttributes>.activities.first(where: { $0.id == id }) {
            return .workout(workout.attributes.workoutName)
        }
        return .home
    }
}
