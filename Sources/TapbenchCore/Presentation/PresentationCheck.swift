import Foundation
import TapbenchRouting

/// `routes --check`: routes that can never win or that use a scheme the app does not declare, and
/// presentations whose links lead nowhere or disagree, evaluated with each type's preview values.
public enum PresentationCheck {
    public static func problems(in catalog: AppCatalog, now: Date) -> [String] {
        var problems = catalog.routes.shadowedRoutes().map(\.description) + catalog.undeclaredSchemeProblems
        for preview in catalog.widgetPreviews {
            guard let presentations = preview.presentations else {
                problems.append("\(preview.widgetName): its presentations could not be built from \(preview.type.name)'s preview values")
                continue
            }
            problems += self.problems(in: presentations, widget: preview.widgetName, catalog: catalog)
        }
        return problems
    }

    static func problems(in presentations: ActivityPresentations, widget: String, catalog: AppCatalog) -> [String] {
        var problems: [String] = []
        let views: [(String, ViewNode)] = [
            ("Lock Screen", presentations.lockScreen), ("expanded", presentations.content(of: .expanded)),
            ("compact leading", presentations.compactLeading), ("compact trailing", presentations.compactTrailing), ("minimal", presentations.minimal),
        ]
        for (name, content) in views {
            let declared = content.widgetURLs.compactMap { $0 }
            if declared.count > 1 {
                problems.append("\(widget) \(name): \(declared.count) widgetURLs (\(declared.joined(separator: ", "))); only one can win — declare one")
            }
            for control in content.controls {
                guard case .actionButton = control else { continue }
                problems.append(
                    "\(widget) \(name): \(Taps.describe(control)) is a Button(action:), which does nothing in a Live Activity; use Button(intent:) with a LiveActivityIntent (Apple's documentation, \"Adding interactivity to widgets and Live Activities\")")
            }
            for url in declared + content.controls.compactMap(linkDestination) where destination(of: url, in: catalog) == nil {
                problems.append("\(widget) \(name): \(url) \(miss(url, in: catalog))")
            }
        }
        if let url = presentations.islandWidgetURL, destination(of: url, in: catalog) == nil {
            problems.append("\(widget) Dynamic Island: \(url) \(miss(url, in: catalog))")
        }
        let leading = presentations.compactLeading.widgetURLs.compactMap { $0 }.first ?? presentations.islandWidgetURL
        let trailing = presentations.compactTrailing.widgetURLs.compactMap { $0 }.first ?? presentations.islandWidgetURL
        if leading.map({ destination(of: $0, in: catalog) ?? $0 }) != trailing.map({ destination(of: $0, in: catalog) ?? $0 }) {
            problems.append(
                "\(widget) compact: leading opens \(leading ?? "the app (no URL)") but trailing opens \(trailing ?? "the app (no URL)"); both must open the same screen (seed 003)")
        }
        return problems
    }

    private static func linkDestination(_ control: ViewNode) -> String? {
        if case .link(let link) = control { return link.destination }
        return nil
    }

    /// The screen a URL opens in the app, or nil when it opens none.
    static func destination(of url: String, in catalog: AppCatalog) -> String? {
        let lowered = url.lowercased()
        if lowered.hasPrefix("https://") || lowered.hasPrefix("http://"), case .browser = catalog.associatedDomains.decision(for: url) {
            return nil
        }
        return catalog.routes.match(url)?.value
    }

    private static func miss(_ url: String, in catalog: AppCatalog) -> String {
        let lowered = url.lowercased()
        if lowered.hasPrefix("https://") || lowered.hasPrefix("http://"), case .browser(let reason) = catalog.associatedDomains.decision(for: url) {
            return "opens in the browser: \(reason)"
        }
        return "matches no route: \(catalog.routes.explain(url).missReason?.description ?? "no routes")"
    }
}
