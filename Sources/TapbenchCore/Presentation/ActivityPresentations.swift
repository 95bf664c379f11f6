/// One activity's presentations, evaluated for its current content.
///
/// The Lock Screen and the Dynamic Island are each evaluated the first time they are read: drawing the
/// screen shows most activities on the Lock Screen only, and the island's views (its buttons, each with
/// an intent) cost the most to build.
public struct ActivityPresentations: Sendable {
    private let evaluatedLockScreen: LazyValue<ViewNode>
    private let evaluatedIsland: LazyValue<IslandPresentations>
    /// The Lock Screen's view in the `.small` family, for the Smart Stack on Apple Watch, when the configuration
    /// declares it with `supplementalActivityFamilies([.small])`; nil otherwise.
    private let evaluatedSmall: LazyValue<ViewNode?>

    public var lockScreen: ViewNode { evaluatedLockScreen.value }
    public var expanded: [ExpandedRegion] { evaluatedIsland.value.expanded }
    public var compactLeading: ViewNode { evaluatedIsland.value.compactLeading }
    public var compactTrailing: ViewNode { evaluatedIsland.value.compactTrailing }
    public var minimal: ViewNode { evaluatedIsland.value.minimal }
    /// `.widgetURL` on the `DynamicIsland`: it serves the compact and minimal presentations.
    public var islandWidgetURL: String? { evaluatedIsland.value.widgetURL }

    public init(
        lockScreen: ViewNode, expanded: [ExpandedRegion], compactLeading: ViewNode, compactTrailing: ViewNode, minimal: ViewNode,
        islandWidgetURL: String?
    ) {
        evaluatedLockScreen = LazyValue(made: lockScreen)
        evaluatedIsland = LazyValue(
            made: IslandPresentations(
                expanded: expanded, compactLeading: compactLeading, compactTrailing: compactTrailing, minimal: minimal,
                widgetURL: islandWidgetURL))
        evaluatedSmall = LazyValue(made: nil)
    }

    /// Presentations evaluated when first read; `small` is the Lock Screen's view in the `.small` family, for a
    /// configuration that supports it.
    public init(
        lockScreen: @escaping @Sendable () -> ViewNode, small: (@Sendable () -> ViewNode)? = nil,
        island: @escaping @Sendable () -> IslandPresentations
    ) {
        evaluatedLockScreen = LazyValue(lockScreen)
        evaluatedIsland = LazyValue(island)
        evaluatedSmall = small.map { small in LazyValue { small() } } ?? LazyValue(made: nil)
    }

    /// The Smart Stack's view on Apple Watch: the Lock Screen's in the `.small` family when the configuration
    /// supports it, else the compact presentation's leading and trailing views ("Creating custom views for Live
    /// Activities": "On Apple Watch, Live Activities automatically appear in the Smart Stack ... using the compact
    /// presentation").
    public var small: ViewNode { evaluatedSmall.value ?? .stack(.horizontal, [compactLeading, compactTrailing]) }

    /// The Dynamic Island's presentations of one activity.
    public struct IslandPresentations: Sendable {
        public let expanded: [ExpandedRegion]
        public let compactLeading: ViewNode
        public let compactTrailing: ViewNode
        public let minimal: ViewNode
        public let widgetURL: String?

        public init(expanded: [ExpandedRegion], compactLeading: ViewNode, compactTrailing: ViewNode, minimal: ViewNode, widgetURL: String?) {
            self.expanded = expanded
            self.compactLeading = compactLeading
            self.compactTrailing = compactTrailing
            self.minimal = minimal
            self.widgetURL = widgetURL
        }
    }

    /// A region of the expanded presentation.
    public struct ExpandedRegion: Sendable {
        /// In reading order: the top row left to right, then the bottom.
        public enum Position: String, Sendable, Hashable, CaseIterable {
            case leading, center, trailing, bottom
        }

        public let position: Position
        /// `DynamicIslandExpandedRegion(_:priority:)`: the highest gets the island's full width.
        public let priority: Double
        public let content: ViewNode

        public init(position: Position, priority: Double, content: ViewNode) {
            self.position = position
            self.priority = priority
            self.content = content
        }
    }

    /// The content a presentation shows, as one tree: the expanded regions in leading, center,
    /// trailing, bottom order; the compact pair leading then trailing.
    public func content(of kind: PresentationKind) -> ViewNode {
        switch kind {
        case .lock, .standby: lockScreen
        case .expanded:
            .stack(.vertical, ExpandedRegion.Position.allCases.flatMap { position in expanded.filter { $0.position == position }.map(\.content) })
        case .compact: .stack(.horizontal, [compactLeading, compactTrailing])
        case .minimal: minimal
        case .small, .carPlay: small
        }
    }

    /// The URL a tap outside any control opens: the view's own `widgetURL`, else the island's for the
    /// island's presentations.
    public func widgetURL(of kind: PresentationKind) -> String? {
        let own = content(of: kind).widgetURLs.compactMap { $0 }.first
        switch kind {
        case .lock, .standby: return own
        case .small where evaluatedSmall.value != nil, .carPlay where evaluatedSmall.value != nil: return own
        case .expanded, .compact, .minimal, .small, .carPlay: return own ?? islandWidgetURL
        }
    }
}
