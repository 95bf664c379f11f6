import TapbenchCore

/// What exploration draws its steps from: the app's activity types and the string fields of their attributes, its
/// intents and their parameters, and its routes, with values for each.
struct ExploreSurface: Sendable {
    struct ActivityKind: Sendable {
        /// What `start` takes: `Delivery`.
        let name: String
        /// What pushes name it by: `DeliveryAttributes`.
        let typeName: String
        /// The attributes' string fields, which widgets put into URLs: `orderNumber`.
        let stringFields: [String]
        /// Its `ContentState`'s shape, which pushes are changed within.
        let stateSchema: Schema
        /// What a push-to-start carries: the values `start` begins from.
        let sampleAttributes: JSONValue
        let sampleState: JSONValue
    }

    let types: [ActivityKind]

    /// The kind whose attributes type is `typeName`.
    func kind(named typeName: String) -> ActivityKind? {
        types.first { $0.typeName == typeName }
    }
    let intents: [IntentDefinition]
    /// Each route's pattern: `delivery://order/:orderNumber`.
    let routes: [String]

    init(catalog: AppCatalog) {
        types = catalog.activityTypes.map { type in
            var fields: [String] = []
            if case .object(_, let schemaFields) = type.attributesSchema {
                fields = schemaFields.filter { $0.schema == .string }.map(\.name)
            }
            return ActivityKind(
                name: type.shortName, typeName: type.name, stringFields: fields, stateSchema: type.stateSchema,
                sampleAttributes: type.sampleAttributes, sampleState: type.sampleState)
        }
        intents = catalog.intents.filter { !$0.isScripted }
        routes = catalog.routes.patterns.map(\.description)
    }

    /// Strings a person or a server may put where the app expects an identifier: plain ones, and ones that need
    /// percent-encoding in a URL (a space, a slash, a hash, a percent sign, a letter outside ASCII).
    static let strings = ["A-7189", "B-2040", "T 311", "T/311", "T#311", "50%", "Ünïcode", ""]

    /// A value of `parameter`'s type, edges included.
    static func value(for parameter: IntentParameterInfo, _ random: inout SplitMix64) -> String {
        if !parameter.cases.isEmpty { return parameter.cases[random.next(below: parameter.cases.count)] }
        switch parameter.typeName {
        case "Int": return ["0", "1", "-1", "5", "2147483647"][random.next(below: 5)]
        case "Double": return ["0", "0.5", "-1", "1e9"][random.next(below: 4)]
        case "Bool": return random.next(below: 2) == 0 ? "true" : "false"
        case "Date": return ["now", "+1h", "-1h"][random.next(below: 3)]
        case "URL": return ["delivery://order/A-7189", "https://example.com"][random.next(below: 2)]
        default: return quoted(strings[random.next(below: strings.count)])
        }
    }

    /// `value` as a word of a command line: in double quotes when it is empty or has a space.
    static func quoted(_ value: String) -> String {
        value.isEmpty || value.contains(" ") ? "\"\(value)\"" : value
    }

    /// A URL for `route` with each parameter filled, or a near miss: a segment too many.
    static func url(for route: String, _ random: inout SplitMix64) -> String {
        var url = route.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.hasPrefix(":") ? ["A-7189", "B-2040", "T%20311"][random.next(below: 3)] : String(segment)
        }.joined(separator: "/")
        if random.next(below: 4) == 0 { url += "/extra" }
        return url
    }
}
