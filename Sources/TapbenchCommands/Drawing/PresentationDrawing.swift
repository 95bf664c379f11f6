import Foundation
import TapbenchCore

/// Draws a Live Activity's presentations as text pictures for the REPL's `show` command, with each
/// tappable element numbered the way `tap` counts it.
///
/// ```swift
/// let drawing = PresentationDrawing(now: device.now) { Timestamp.timeOfDay($0) }
/// drawing.draw(try device.presentations(of: 1), kind: .lock, title: "#1 Delivery", isStale: false)
/// ```
/// gives the Lock Screen for order A-7189, then its legend:
/// ```
/// ╭─ #1 Delivery · Lock Screen ────────────────────────────────────────────────╮
/// │ (bag.fill) Tonkotsu Pasadena                                        30 min │
/// │            Order #A-7189                                                   │
/// │ Preparing your order                                                       │
/// │ ━━━━━━━─────────────────────────────────────────────────────────────── 10% │
/// │ [1] Cancel                                                                 │
/// ╰────────────────────────────────────────────────────────────────────────────╯
/// [1] Button "Cancel" → CancelDeliveryIntent(orderID: "A-7189")
/// tap elsewhere → widgetURL delivery://order/A-7189
/// ```
public struct PresentationDrawing: Sendable {
    /// The narrowest picture drawn: a smaller `width` draws at this.
    public static let minimumWidth = 20

    /// The device's virtual time: timers and relative dates read against it.
    public let now: Date
    /// Columns every returned line fits in.
    public let width: Int
    private let values: DisplayValues

    /// - Parameters:
    ///   - now: the device's virtual time (timers count down to it).
    ///   - width: total columns, default 78, at least `minimumWidth`.
    ///   - time: how a `Date` prints as a time of day; the REPL passes its clock's, e.g. `01:15:00`.
    public init(now: Date, width: Int = 78, time: @escaping @Sendable (Date) -> String) {
        self.now = now
        self.width = max(width, Self.minimumWidth)
        values = DisplayValues(now: now, time: time)
    }

    /// One presentation as a picture, its controls numbered 1…n in `presentations.content(of: kind).controls`
    /// order (the order `tap 1 expanded 2` counts in), followed by a legend line per control, where a tap
    /// elsewhere goes, and a note when the presentation ignores some of its controls.
    ///
    /// - Parameters:
    ///   - kind: `.standby` draws the minimal circle, then the Lock Screen it opens, numbered.
    ///   - title: the activity as the REPL lists it, e.g. `#1 Delivery`.
    ///   - isStale: past its stale date: headers and captions say `· stale`, and a line under the picture says the
    ///     widget drew it with `context.isStale` true. Nothing is added inside the drawing: a person sees only what
    ///     the widget draws for a stale activity, so a widget that ignores `isStale` must show that it does.
    public func draw(_ presentations: ActivityPresentations, kind: PresentationKind, title: String, isStale: Bool) -> [String] {
        var builder = DrawableBuilder(values: values)
        let heading = Heading(title: title, isStale: isStale)
        let inner = Box(width: width).innerWidth
        let picture: [String]
        switch kind {
        case .lock:
            picture = box(heading.naming(.lock), content: builder.build(presentations.lockScreen).lines(width: inner))
        case .expanded:
            let regions = ExpandedLayout(presentations.expanded, builder: &builder)
            picture = box(heading.naming(.expanded), content: regions.lines(width: inner))
        case .compact:
            let leading = builder.build(presentations.compactLeading)
            let trailing = builder.build(presentations.compactTrailing)
            picture = [caption(heading.naming(.compact))] + IslandShapes.compact(leading: leading, trailing: trailing, width: width)
        case .minimal:
            picture = [caption(heading.naming(.minimal))] + IslandShapes.minimal(builder.build(presentations.minimal), width: width)
        case .small, .carPlay:
            picture = box(heading.naming(kind), content: builder.build(presentations.small).lines(width: inner))
        case .standby:
            var beside = DrawableBuilder(values: values, numbersControls: false)
            let circle = IslandShapes.minimal(beside.build(presentations.minimal), width: width)
            let lockScreen = builder.build(presentations.lockScreen).lines(width: inner)
            picture =
                [caption(heading.naming(.standby))] + circle + "tap → Lock Screen, scaled to fill:".wrapped(toWidth: width, indent: 2)
                + box(heading.naming(.lock), content: lockScreen)
        }
        let controls = presentations.content(of: kind).controls
        let staleness = isStale ? Self.staleNote.wrapped(toWidth: width, indent: 2) : []
        return picture + staleness + ControlLegend(controls: controls, kind: kind, widgetURL: presentations.widgetURL(of: kind)).lines(width: width)
    }

    /// `#1 Delivery · Lock Screen`, with `· stale` after it when the content is past its stale date.
    private struct Heading {
        let title: String
        let isStale: Bool

        func naming(_ kind: PresentationKind) -> String {
            "\(title) · \(kind.title)" + (isStale ? " · stale" : "")
        }
    }

    /// Under a stale activity's picture: the bench's word, outside what the widget drew.
    static let staleNote = "stale: drawn with context.isStale true; only what the widget draws shows it"

    /// A full-width rounded box headed by `heading`.
    private func box(_ heading: String, content: [String]) -> [String] {
        Box(width: width, header: heading).draw(content)
    }

    /// The line above an island shape, centred like the shape.
    private func caption(_ heading: String) -> String {
        heading.truncated(toWidth: width).centered(inWidth: width)
    }
}
