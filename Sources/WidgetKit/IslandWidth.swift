import SwiftUI

extension EnvironmentValues {
    /// Whether the Dynamic Island shows this view in a limited width (iOS 27): true in the compact leading, compact
    /// trailing and minimal views when the device's island is narrow (`set island-width limited`), false elsewhere.
    ///
    /// ```swift
    /// @Environment(\.isDynamicIslandLimitedInWidth) private var isNarrow
    /// var body: some View { Text(isNarrow ? "12m" : "12 min") }
    /// ```
    public var isDynamicIslandLimitedInWidth: Bool { self[IslandLimitedInWidthKey.self] }
}

/// Whether the view being evaluated is one of the island's narrow ones.
struct IslandLimitedInWidthKey: EnvironmentKey {
    static let defaultValue = false
}

/// The device's setting, which the island's compact and minimal views take up.
struct DeviceIslandLimitedInWidthKey: EnvironmentKey {
    static let defaultValue = false
}
