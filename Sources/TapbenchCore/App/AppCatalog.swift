import TapbenchRouting

/// What the app under test registered with the device: its bundle, its `ActivityAttributes` types,
/// its intents and its deep-link routes.
public struct AppCatalog: Sendable {
    public var name: String
    public var bundleIdentifier: String
    public private(set) var activityTypes: [ActivityType]
    public private(set) var intents: [IntentDefinition] = []
    /// Deep-link routes, each to the screen it opens.
    public var routes = Router<String>()
    /// The `ActivityConfiguration`s of the app's widget extension, one per attributes type.
    public private(set) var presentationSets: [PresentationSet] = []
    /// The custom URL schemes the app declares (Info.plist `CFBundleURLTypes`), such as `["delivery"]`; nil
    /// when unknown, and then a URL of any scheme reaches the app.
    public var urlSchemes: [String]?
    /// Which `https` links open the app (`applinks:`).
    public var associatedDomains = AssociatedDomains()
    /// The app's `onContinueUserActivity` / `application(_:continue:restorationHandler:)`.
    public var continuation: ContinuationHandler?
    /// What the app does at launch, such as listening for push-to-start tokens (seed 002, "Step 7"). It
    /// runs synchronously and starts its own tasks, as `application(_:didFinishLaunchingWithOptions:)` does.
    public var launch: (@Sendable () -> Void)?
    /// What a person can do on the app's own screens, by name, in the introduction's order (`app NAME …`).
    public var actions: [(name: String, action: AppAction)] = []

    /// Rules of the app's own that every command must keep, checked after ActivityKit's (`AppInvariant`).
    public var invariants: [AppInvariant] = []

    /// The action named `name`.
    public func action(named name: String) -> AppAction? {
        actions.first { $0.name == name }?.action
    }
    /// How the app's server answers when a device starts: the stubs the app's bench ships
    /// (`AppFiles(server:)`), which `server stub` at the prompt adds to and overrides.
    public var serverStubs: [ServerStub] = []

    public init(name: String, bundleIdentifier: String, activityTypes: [ActivityType] = []) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
        self.activityTypes = activityTypes
    }

    /// Registers a type; a second registration under the same name replaces the first.
    public mutating func register(_ type: ActivityType) {
        activityTypes.removeAll { $0.name == type.name }
        activityTypes.append(type)
    }

    /// Registers an `ActivityConfiguration`; a second one for the same type replaces the first.
    public mutating func register(presentations: PresentationSet) {
        presentationSets.removeAll { $0.typeName == presentations.typeName }
        presentationSets.append(presentations)
    }

    public func presentationSet(for typeName: String) -> PresentationSet? {
        presentationSets.first { $0.typeName == typeName }
    }

    /// Registers an intent; a second registration under the same name replaces the first.
    public mutating func register(intent: IntentDefinition) {
        intents.removeAll { $0.name == intent.name }
        intents.append(intent)
    }

    /// Removes an intent; returns whether there was one.
    @discardableResult
    public mutating func removeIntent(named name: String) -> Bool {
        let count = intents.count
        intents.removeAll { $0.name == name }
        return intents.count != count
    }

    /// The intent QA's word names, with or without its `Intent` suffix.
    public func intent(named word: String) -> IntentDefinition? {
        intents.first { $0.name == word } ?? intents.first { $0.isNamed(word) }
    }

    /// The type QA's word names, by its full or short name: `DeliveryAttributes` or `Delivery`. The
    /// device looks types up by their full names all the time, so those are tried first.
    public func activityType(named word: String) -> ActivityType? {
        activityTypes.first { $0.name == word } ?? activityTypes.first { $0.isNamed(word) }
    }
}
