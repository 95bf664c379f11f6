import AppIntents
import TapbenchCore
import TapbenchTestSupport
import Testing

/// A configurable widget's intent with a parameter summary, as Apple's "ParameterSummary" writes one: `Summary`
/// with parameters in its sentence and under it, and `When` choosing by a parameter's value.
struct TrackProjectIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Projects"

    @Parameter(title: "Recently Tracked", default: true)
    var recentlyTracked: Bool

    @Parameter(title: "Project")
    var project: String?

    @Parameter(title: "Hours", default: 1)
    var hours: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$recentlyTracked, .equalTo, false) {
            Summary("Show \(\.$project) for \(\.$hours) hours") {
                \.$recentlyTracked
            }
        } otherwise: {
            Summary {
                \.$recentlyTracked
                \.$hours
            }
        }
    }
}

/// A control's configuration ("ControlConfigurationIntent"), with a summary that depends on a comparison.
struct OvenTimerConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Oven Timer"

    @Parameter(title: "Minutes", default: 12)
    var minutes: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$minutes, .greaterThan, 30) {
            Summary("A long bake of \(\.$minutes) minutes")
        } otherwise: {
            Summary("\(\.$minutes) minutes")
        }
    }
}

@Suite("Parameter summaries and control configurations")
struct ParameterSummaryTests {
    @Test("an intent with a parameter summary runs as any other; a configuration intent's perform returns nothing")
    func summariesChangeNothing() async {
        let device = Device.sample()
        let widget = TrackProjectIntent()
        widget.project = "Thesis"
        #expect(await IntentRunner(device: device).run(PreparedIntent(widget)).report.outcome == .returned(nil))
        #expect(await IntentRunner(device: device).run(PreparedIntent(OvenTimerConfiguration())).report.outcome == .returned(nil))
    }
}
