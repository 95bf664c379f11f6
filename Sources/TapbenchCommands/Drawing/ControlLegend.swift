import TapbenchCore

/// The lines under a picture: one per control, where a tap elsewhere goes, and which controls do nothing
/// in this presentation.
///
/// ```
/// [1] Button "Cancel" → CancelDeliveryIntent(orderID: "A-7189")
/// [2] Link "Help" → delivery://order/A-7189/help
/// tap elsewhere → widgetURL delivery://order/A-7189
/// ```
/// A control's line too long for the width breaks after its `→`, the target continuing indented under the
/// text after `[n] `:
/// ```
/// [1] Toggle "Paused" (off) →
///     PauseTimerIntent(value: true, workoutName: "Intervals")
/// ```
/// Other long lines break at spaces, continuing two columns in.
struct ControlLegend {
    let controls: [ViewNode]
    let kind: PresentationKind
    let widgetURL: String?

    func lines(width: Int) -> [String] {
        let entries = controls.enumerated().flatMap { offset, control in
            Self.entry(number: offset + 1, control, width: width)
        }
        return entries + ([tapElsewhere] + notes).flatMap { $0.wrapped(toWidth: width, indent: 2) }
    }

    private static func entry(number: Int, _ control: ViewNode, width: Int) -> [String] {
        let marker = "[\(number)] "
        let (subject, target) = describe(control)
        let line = "\(marker)\(subject) → \(target)"
        guard line.displayWidth > width else { return [line] }
        let margin = String(run: " ", min(marker.displayWidth, width / 2))
        return "\(marker)\(subject) →".wrapped(toWidth: width, indent: margin.count)
            + target.wrapped(toWidth: width - margin.count, indent: 0).map { margin + $0 }
    }

    private var tapElsewhere: String {
        guard let widgetURL else { return "tap elsewhere → opens the app with NSUserActivityTypeLiveActivity" }
        return "tap elsewhere → widgetURL \(widgetURL)"
    }

    /// Compact and minimal ignore buttons and toggles, and only expanded opens links: a tap on one of those is the
    /// presentation's.
    private var notes: [String] {
        var notes: [String] = []
        if !kind.allowsControls && controls.contains(where: \.isIntentControl) {
            notes.append("(buttons and toggles do not work here: a tap opens the app)")
        }
        if !kind.allowsLinks && controls.contains(where: \.isLink) {
            notes.append("(links do not work here: a tap opens the app)")
        }
        return notes
    }

    /// The control and what a tap on it does: `Button "Cancel"` and `CancelDeliveryIntent(orderID: "A-7189")`;
    /// a toggle shows its state now and the intent a tap runs, the one that flips it.
    private static func describe(_ control: ViewNode) -> (subject: String, target: String) {
        switch control {
        case .button(let button):
            (named("Button", button.label), button.intent.signature)
        case .actionButton(let label):
            (named("Button", label), "nothing: Button(action:) runs no code in a Live Activity")
        case .toggle(let toggle):
            ("\(named("Toggle", toggle.label)) (\(toggle.isOn ? "on" : "off"))", toggle.flippedSignature(!toggle.isOn))
        case .link(let link):
            (named("Link", link.label), link.destination)
        default:
            (control.readableText, "")
        }
    }

    /// `Button "Cancel"`; an image-only label gives its symbol name, `Button "xmark.circle.fill"`.
    private static func named(_ kind: String, _ label: ViewNode) -> String {
        let name = label.readableText.isEmpty ? label.firstSystemImage ?? "" : label.readableText
        return name.isEmpty ? kind : "\(kind) \"\(name)\""
    }
}

extension ViewNode {
    /// The first SF Symbol name inside, for naming a control whose label has no words.
    fileprivate var firstSystemImage: String? {
        switch self {
        case .image(let name): name
        case .label(_, let systemImage): systemImage
        case .stack(_, let children): children.lazy.compactMap(\.firstSystemImage).first
        case .widgetURL(_, let child): child.firstSystemImage
        case .button(let button): button.label.firstSystemImage
        case .actionButton(let label): label.firstSystemImage
        case .toggle(let toggle): toggle.label.firstSystemImage
        case .link(let link): link.label.firstSystemImage
        case .progress(_, _, let label), .timerProgress(_, _, let label): label?.firstSystemImage
        case .text, .timer, .date, .spacer, .empty: nil
        }
    }

    fileprivate var isIntentControl: Bool {
        switch self {
        case .button, .actionButton, .toggle: true
        default: false
        }
    }

    fileprivate var isLink: Bool {
        if case .link = self { true } else { false }
    }
}
