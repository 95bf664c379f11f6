/// Builds a bundle's `body` from its widgets, in order, with `if #available(…)` and other conditions
/// around some of them.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> WidgetList { WidgetList([widget]) }
    public static func buildBlock(_ lists: WidgetList...) -> WidgetList { WidgetList(lists.flatMap(\.widgets)) }
    public static func buildOptional(_ list: WidgetList?) -> WidgetList { list ?? WidgetList() }
    public static func buildEither(first list: WidgetList) -> WidgetList { list }
    public static func buildEither(second list: WidgetList) -> WidgetList { list }
    public static func buildLimitedAvailability(_ list: WidgetList) -> WidgetList { list }
}

/// The widgets a `@WidgetBundleBuilder` body lists, in order: a bundle's `some Widget`.
public struct WidgetList: Widget {
    let widgets: [any Widget]

    /// No widgets.
    public init() { widgets = [] }

    init(_ widgets: [any Widget]) { self.widgets = widgets }

    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

    public var _bundledWidgets: [any Widget] { widgets.flatMap(\._bundledWidgets) }
}
