import AppIntents
import Foundation
import SwiftUI
import TapbenchCommands
import TapbenchCore
import WidgetKit

extension AppIntroduction {
    /// The app's catalog for a device whose clock starts at `start`, with a line for each thing the bench
    /// could not find. App code that runs here (previews, views) reads `Date()` as the device's start when
    /// a worker shows it the device's time.
    public func assemble(startingAt start: Date) -> AssembledApp {
        let declared = files.read(bundleIdentifier: bundleIdentifier, buildSettings: buildSettings)
        var notices = declared.notices
        let identifier = bundleIdentifier ?? declared.bundleIdentifier?.value ?? "com.example.\(widgets.name.lowercased())"
        if bundleIdentifier == nil, declared.bundleIdentifier == nil, files.infoPlist == nil {
            notices.append("no bundle identifier (push topics and app IDs use \(identifier)): give it as AppIntroduction(bundleIdentifier: \"…\")")
        }
        var catalog = AppCatalog(name: name ?? declared.displayName?.value ?? widgets.name, bundleIdentifier: identifier)
        notices += register(widgets.liveActivities(), in: &catalog, previews: previewValues(start) + previews.flatMap(collectPreviews) + declaredActivityPreviews(), start: start)
        for intent in intents {
            do {
                catalog.register(intent: try IntentDefinition(intent))
            } catch {
                notices.append("\(error): its buttons run it, 'perform' cannot")
            }
        }
        for name in catalog.registerIntentsOfControls() {
            notices.append("\(name) has a parameter type 'perform' cannot fill: its buttons run it, 'perform' cannot")
        }
        let declaredRoutes = routes.map { (pattern: $0.pattern, screen: $0.screen, named: "route") }
            + declared.routes.map { (pattern: $0.pattern, screen: $0.screen, named: "route at \($0.source)") }
        for route in declaredRoutes {
            do {
                try catalog.register(route: route.pattern, screen: route.screen)
            } catch {
                notices.append("\(route.named) '\(route.pattern)' is left out: \(error)")
            }
        }
        notices += declared.apply(to: &catalog)
        catalog.launch = launch
        catalog.actions = actions
        catalog.invariants = invariants
        if let server = declared.serverFile {
            let expanded = NSString(string: server.path).expandingTildeInPath
            let location = expanded.hasPrefix("/") ? expanded : (files.folder as NSString).appendingPathComponent(expanded)
            let folder = URL(fileURLWithPath: location).deletingLastPathComponent()
            let file = ServerFile(server.text, path: server.path, folder: folder, now: start)
            catalog.serverStubs = file.stubs
            notices += file.problems.map { "server: \($0)" }
        }
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

    /// Registers each Live Activity's attributes type, with the first preview values given for it, and
    /// its presentations; returns what is missing.
    private func register(
        _ activities: [DeclaredLiveActivity], in catalog: inout AppCatalog, previews: [ActivityPreviewValues], start: Date
    ) -> [String] {
        guard !activities.isEmpty else {
            return ["\(widgets.name) declares no ActivityConfiguration: give the widget extension's @main WidgetBundle, whose widgets are Live Activities"]
        }
        var notices: [String] = []
        for activity in activities {
            do {
                catalog.register(try activity.activityType(previews: previews, now: start))
                catalog.register(presentations: activity.presentations)
            } catch {
                notices.append("\(activity.widgetName) is left out: \(error)")
                continue
            }
            if !previews.contains(where: { $0.attributesTypeName == activity.attributesTypeName }) {
                notices.append(
                    "\(activity.attributesTypeName) has no preview values, so fields left out of 'start' take placeholders: "
                        + "declare a #Preview of it, or give its PreviewProvider as AppIntroduction(previews: […])")
            }
        }
        return notices
    }
}

/// The preview values a provider's `previewContext`s show.
private func collectPreviews(_ provider: any PreviewProvider.Type) -> [ActivityPreviewValues] {
    activityPreviews(in: provider)
}
