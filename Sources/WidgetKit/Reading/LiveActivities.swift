import TapbenchCore

/// The Live Activities a widget extension declares, in the order its bundle lists them: every widget of
/// the bundle, through nested bundles' bodies and `if #available(…)` branches alike, whose body is an
/// `ActivityConfiguration`. Other widgets are left out.
///
/// ```swift
/// liveActivities(declaredBy: SampleWidgets.self).map(\.attributesTypeName)  // ["DeliveryAttributes", "RideAttributes", …]
/// ```
public func liveActivities<Widgets: WidgetBundle>(declaredBy bundle: Widgets.Type) -> [DeclaredLiveActivity] {
    bundle.init().body._bundledWidgets.compactMap(declaredLiveActivity)
}

/// The Live Activity a widget extension of one widget declares, its `@main` `Widget`: none when the
/// widget's body is not an `ActivityConfiguration`.
public func liveActivities<Declaring: Widget>(declaredBy widget: Declaring.Type) -> [DeclaredLiveActivity] {
    widget.init()._bundledWidgets.compactMap(declaredLiveActivity)
}

private func declaredLiveActivity(_ widget: any Widget) -> DeclaredLiveActivity? {
    guard let declaring = widget.body as? any LiveActivityDeclaring else { return nil }
    return declaring.declaredLiveActivity(widgetName: TypeName.of(type(of: widget)))
}
