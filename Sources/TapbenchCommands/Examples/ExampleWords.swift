import TapbenchCore

/// What `help`'s examples name in the app on the bench, read from its catalog: its first activity type
/// with its preview values, an intent call, a button and a toggle as its widgets show those values, and
/// URLs its routes match. Where the app has nothing of a kind, the word is a placeholder in capitals, as
/// in the usage lines (`INTENT [name=value ...]`), never a made-up name.
///
/// ```swift
/// let words = ExampleWords(catalog: SampleApp.catalog())
/// words.intentCall  // CancelDeliveryIntent orderID=A-7189
/// words.button      // 1 expanded Cancel
/// words.url         // delivery://order/A-7189
/// ```
///
/// The examples number activities as a session does that has started the first type (1), then the
/// types of the button and of the toggle when they are others: `toggle 2 lock Paused`.
struct ExampleWords {
    /// The first type the app registered.
    let activity: Activity
    /// Another type, for `types`: the second the app registered, else the first.
    let otherActivity: Activity
    /// `CancelDeliveryIntent orderID=A-7189`: the first intent that takes parameters, those behind the
    /// widgets' controls first, with the values the widgets give them or the preview values of the same name.
    let intentCall: String
    /// `StartDeliveryIntent orderNumber=A-7189`: a starting intent, else another, else the same by its short name.
    let otherIntentCall: String
    /// `1 expanded Cancel`: the first button, on the Lock Screen or in the expanded presentation.
    let button: String
    /// `Cancel from the island`: what a transcript of pressing that button is about.
    let flowTitle: String
    /// `2 lock Paused`: the first toggle.
    let toggle: String
    /// `2 expanded 1 on`: that toggle by its number, in its other presentation when it has one, set to
    /// the value it flips to.
    let toggleByNumber: String
    /// `delivery://order/A-7189`: a URL a route matches, a custom scheme's first.
    let url: String
    /// `https://delivery.example.com/orders/A-7189`: another, a web link the app opens first.
    let otherURL: String
    /// `delivery://order/:orderNumber/details OrderDetailsScreen`: a route one segment below one of the app's.
    let newRoute: String
    /// `POST https://api.delivery.example.com/orders/:orderID/cancel`: a request the app's server answers, from
    /// the stubs its bench ships (the first that answers with a body, else the first), else placeholders.
    let serverRequest: (method: String, pattern: String)
    /// `track order=B-2040`: the app's first action of its own screens, with its parameters' examples; nil when it
    /// names none.
    let appAction: String?
    /// `group.com.example.pizza`: the app's first app group, from its entitlements, else a placeholder suite.
    let defaultsSuite: String

    init(catalog: AppCatalog) {
        let types = catalog.activityTypes
        activity = Activity(types.first)
        otherActivity = Activity(types.dropFirst().first ?? types.first)
        let links = Self.links(in: catalog)
        url = links.url ?? "\(catalog.urlSchemes?.first ?? "SCHEME")://HOST/PATH"
        otherURL = links.otherURL ?? "https://HOST/PATH"
        newRoute = Self.newRoute(in: catalog) ?? "\(catalog.urlSchemes?.first ?? "SCHEME")://HOST/:name SCREEN"
        let stub = catalog.serverStubs.first { stub in
            guard case .response(let response) = stub.answer else { return false }
            return stub.method != nil && !response.body.isEmpty
        } ?? catalog.serverStubs.first
        serverRequest = stub.map { ($0.method ?? "GET", $0.pattern.description) } ?? ("GET", "https://HOST/PATH")
        defaultsSuite = "group.\(catalog.bundleIdentifier)"
        appAction = catalog.actions.first.map { entry in
            ([entry.name] + entry.action.parameters.map { "\($0.name)=\($0.example)" }).joined(separator: " ")
        }

        var numbered = types.prefix(1).map(\.name)
        func number(of control: Control) -> Int {
            if !numbered.contains(control.type.name) { numbered.append(control.type.name) }
            return (numbered.firstIndex(of: control.type.name) ?? 0) + 1
        }
        let controls = Self.controls(in: catalog)
        if let found = controls.first(where: \.isButton) {
            button = "\(number(of: found)) \(found.kind.rawValue) \(found.name)"
            flowTitle = found.label.isEmpty ? "A first flow" : "\(found.label) from \(found.kind == .expanded ? "the island" : "the Lock Screen")"
        } else {
            button = "1 expanded ELEMENT"
            flowTitle = "A first flow"
        }
        if let found = controls.first(where: { $0.toggleIsOn != nil }), let isOn = found.toggleIsOn {
            let activityNumber = number(of: found)
            toggle = "\(activityNumber) \(found.kind.rawValue) \(found.name)"
            let elsewhere = controls.first {
                $0.type.name == found.type.name && $0.kind != found.kind && $0.toggleIsOn != nil && $0.label == found.label
            }
            let byNumber = elsewhere ?? found
            toggleByNumber = "\(activityNumber) \(byNumber.kind.rawValue) \(byNumber.number) \(isOn ? "off" : "on")"
        } else {
            toggle = "1 lock ELEMENT"
            toggleByNumber = "1 expanded ELEMENT on"
        }

        let calls = Self.intentCalls(in: catalog, behindControls: controls.map(\.intent), url: links.url)
        intentCall = calls.first ?? "INTENT [name=value ...]"
        otherIntentCall = calls.other ?? "INTENT"
    }

    /// The words of an example joined by spaces, leaving out those that are missing or empty:
    /// `line("update 1", activity.assignments(.partway))`.
    static func line(_ parts: String?...) -> String {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `text` as QA would type it as one word: quoted when it has spaces or characters the tokenizer reads.
    static func typed(_ text: String) -> String {
        let isPlain = !text.isEmpty && !text.hasPrefix("-") && !text.contains { $0.isWhitespace || "\"'[]{};$".contains($0) }
        if isPlain { return text }
        return text.contains("\"") ? "'\(text)'" : "\"\(text)\""
    }

    /// A plain value's text: `A-7189`, `1800`, `true`; nil for arrays, objects and null.
    static func text(of value: JSONValue) -> String? {
        switch value {
        case .string(let text): text
        case .number(let number): number.description
        case .bool(let bool): String(bool)
        case .null, .array, .object: nil
        }
    }

    /// A plain value as a word after `name=`: `A-7189`, `"Tonkotsu Pasadena"`, `1800`, `true`.
    static func typed(_ value: JSONValue) -> String? {
        text(of: value).map { if case .string = value { typed($0) } else { $0 } }
    }

    /// The preview value of the field `name`, looked for in each type's attributes then content state, at
    /// any depth, types in the order the app registered them: `A-7189` for `orderNumber`.
    static func sampleValue(named name: String, in catalog: AppCatalog) -> JSONValue? {
        for type in catalog.activityTypes {
            for sample in [type.sampleAttributes, type.sampleState] {
                if let value = field(name, in: sample) { return value }
            }
        }
        return nil
    }

    private static func field(_ name: String, in value: JSONValue) -> JSONValue? {
        guard case .object(let object) = value else { return nil }
        if let found = object[name], text(of: found) != nil { return found }
        for member in object {
            if let found = field(name, in: member.value) { return found }
        }
        return nil
    }
}
