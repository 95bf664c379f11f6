import TapbenchCore

extension ExampleWords {
    /// Two intent calls, `CancelDeliveryIntent orderID=A-7189` and `StartDeliveryIntent orderNumber=A-7189`:
    /// the first intent that takes parameters, the intents behind the widgets' controls first, then a
    /// starting intent, else another, else the first again by its short name. Each required parameter
    /// takes the value the widget gives it, else the preview value of a field of its name, else a value
    /// of its type. Nil when the app has no intents.
    static func intentCalls(in catalog: AppCatalog, behindControls: [PreparedIntent], url: String?) -> (first: String?, other: String?) {
        var candidates: [(definition: IntentDefinition, given: JSONObject)] = []
        for intent in behindControls where !candidates.contains(where: { $0.definition.name == intent.name }) {
            if let definition = catalog.intent(named: intent.name) { candidates.append((definition, intent.parameters)) }
        }
        for definition in catalog.intents where !candidates.contains(where: { $0.definition.name == definition.name }) {
            candidates.append((definition, JSONObject()))
        }
        guard let first = candidates.first(where: { $0.definition.parameters.contains(where: \.isRequired) }) ?? candidates.first else { return (nil, nil) }
        func call(_ candidate: (definition: IntentDefinition, given: JSONObject), named name: String) -> String {
            let arguments = candidate.definition.parameters.filter(\.isRequired).map { parameter in
                "\(parameter.name)=\(value(of: parameter, given: candidate.given[parameter.name], in: catalog, url: url))"
            }
            return ([name] + arguments).joined(separator: " ")
        }
        let others = candidates.filter { $0.definition.name != first.definition.name }
        let other = others.first { $0.definition.kind.isStarting } ?? others.first
        return (call(first, named: first.definition.name), other.map { call($0, named: $0.definition.name) } ?? call(first, named: first.definition.shortName))
    }

    private static func value(of parameter: IntentParameterInfo, given: JSONValue?, in catalog: AppCatalog, url: String?) -> String {
        if let given, let word = typed(given) { return word }
        if let sample = sampleValue(named: parameter.name, in: catalog), let word = typed(sample) { return word }
        if let first = parameter.cases.first { return typed(first) }
        switch parameter.typeName {
        case "Int": return "1"
        case "Double": return "0.5"
        case "Bool": return "true"
        case "Date": return "+15m"
        case "URL": return url ?? "URL"
        default:
            let identifier = catalog.activityTypes.first.flatMap { type in
                type.attributesSchema.fields.lazy.compactMap { field in type.sampleAttributes[field.name]?.stringValue }.first
            }
            return identifier.map(typed) ?? parameter.name.uppercased()
        }
    }
}
