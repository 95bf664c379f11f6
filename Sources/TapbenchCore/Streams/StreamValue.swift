/// Values for ActivityKit's async sequences, delivered after the device's lock is released.
enum StreamValue: Sendable {
    case lifecycle(activityID: String, state: LifecycleState)
    case content(activityID: String, content: LiveActivity.Content)
    case pushToken(activityID: String, token: String)
    case started(typeName: String, activityID: String)
    case pushToStartToken(typeName: String, token: String)
    case enablement(Bool)
    case frequentPushEnablement(Bool)
}
