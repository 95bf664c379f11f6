import TapbenchCore
import WidgetKit

/// The Live Activities a widget extension declares, read from its `WidgetBundle`.
struct WidgetBundleReader: Sendable {
    /// The bundle's type name: `PizzaWidgets`.
    let name: String
    let presentationSets: [PresentationSet]

    init<Widgets: WidgetBundle>(_ bundle: Widgets.Type) {
        name = String(describing: bundle)
        presentationSets = Widgets().body.compactMap(PresentationSet.init)
    }
}
