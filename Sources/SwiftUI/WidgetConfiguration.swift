/// What a widget shows. For a Live Activity, WidgetKit's `ActivityConfiguration`.
public protocol WidgetConfiguration {}

/// A configuration that shows nothing.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
}

/// Builds a widget's `body`: one configuration, as Live Activities declare it.
@resultBuilder
public enum WidgetConfigurationBuilder {
    public static func buildBlock() -> EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    public static func buildBlock<Configuration: WidgetConfiguration>(_ configuration: Configuration) -> Configuration { configuration }
}
