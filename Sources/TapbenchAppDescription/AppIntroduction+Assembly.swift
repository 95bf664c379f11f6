import AppIntents
import Foundation
import TapbenchCore

extension AppIntroduction {
    /// The app's catalog for a device whose clock starts at `start`, with what could not be found.
    public func assemble(startingAt start: Date) -> AssembledApp {
        var notices: [String] = []
        let identifier = bundleIdentifier ?? "com.example.\(widgets.name.lowercased())"
        if bundleIdentifier == nil {
            notices.append(
                "no bundle identifier: push topics and app IDs use \(identifier); give it as AppIntroduction(bundleIdentifier: \"com.example.app\")")
        }
        var catalog = AppCatalog(name: name ?? widgets.name, bundleIdentifier: identifier)
        let presentations = widgets.presentationSets
        if presentations.isEmpty {
            notices.append("\(widgets.name) declares no ActivityConfiguration: give the widget bundle whose widgets are Live Activities")
        }
        presentations.forEach { catalog.register(presentations: $0) }
        for intent in intents {
            do {
                catalog.register(intent: try IntentDefinition(intent))
            } catch {
                notices.append("\(error): its buttons run it, 'perform' cannot")
            }
        }
        for name in catalog.registerIntentsOfControls() {
            notices.append("\(name) has a parameter type perform cannot fill: its buttons run it, 'perform' cannot")
        }
        for route in routes {
            do {
                try catalog.register(route: route.pattern, screen: route.screen)
            } catch {
                notices.append("route '\(route.pattern)' is left out: \(error)")
            }
        }
        catalog.launch = launch
        catalog.serverLog = serverRecords
        if let continuation {
            catalog.continuation = { info in
                continuation(
                    NSUserActivity(
                        activityType: info.activityType, webpageURL: info.webpageURL.flatMap(URL.init(string:)),
                        targetContentIdentifier: info.activityID))
            }
        }
        return AssembledApp(catalog: catalog, notices: notices)
    }
}
