import TapbenchCore

extension ExampleWords {
    /// One activity type's words: its short name, a static attribute with its preview value, and its
    /// content state moved on from the preview's, to the middle, last-but-one and last cases of its first
    /// enum field: `step=onTheWay etaSeconds=900`, `step=arriving`, `step=delivered`. With no type,
    /// placeholders: `TYPE`, `k=v`.
    struct Activity {
        /// How far the content state has moved on.
        enum Stage {
            /// The enum at its middle case, and the first number changed (halved; 0 becomes 1).
            case partway
            /// The enum at its last case but one.
            case nearlyDone
            /// The enum at its last case.
            case done
        }

        /// `Delivery`.
        let name: String
        /// `orderNumber=A-7189`: the first static attribute with a plain value; nil when none has one.
        let attribute: String?
        private let type: ActivityType?

        init(_ type: ActivityType?) {
            self.type = type
            name = type?.shortName ?? "TYPE"
            guard let type else {
                attribute = "k=v"
                return
            }
            attribute = type.attributesSchema.fields.lazy.compactMap { field in
                type.sampleAttributes[field.name].flatMap(ExampleWords.typed).map { "\(field.name)=\($0)" }
            }.first
        }

        /// `step=onTheWay etaSeconds=900`; empty when the state has no field with a plain value.
        func assignments(_ stage: Stage) -> String {
            guard type != nil else { return "k=v" }
            return changes(stage).compactMap { change in ExampleWords.typed(change.value).map { "\(change.field)=\($0)" } }
                .joined(separator: " ")
        }

        /// `--state step=onTheWay etaSeconds=900`, for `start`; nil when there is nothing to assign.
        func stateOption(_ stage: Stage) -> String? {
            let assignments = assignments(stage)
            return assignments.isEmpty ? nil : "--state \(assignments)"
        }

        /// The whole content state at `stage`, as a push carries it:
        /// `{"step":"onTheWay","etaSeconds":900,"driverLocation":"Restaurant","progress":0.1}`.
        func state(_ stage: Stage) -> String {
            guard let type, case .object(var state) = type.sampleState else { return "{…}" }
            for change in changes(stage) { state[change.field] = change.value }
            return JSONValue.object(state).jsonText
        }

        /// A content-state field a scripted intent's parameter can set, with the parameter's type:
        /// `step` and `String`.
        var settableField: (name: String, type: ScriptedParameterType)? {
            type?.stateSchema.fields.lazy.compactMap { field in ScriptedParameterType(carrying: field.schema).map { (field.name, $0) } }.first
        }

        private func changes(_ stage: Stage) -> [(field: String, value: JSONValue)] {
            guard let type, case .object(let sample) = type.sampleState else { return [] }
            let fields = type.stateSchema.fields
            var changes: [(field: String, value: JSONValue)] = []
            let enumeration = fields.lazy.compactMap { field -> (name: String, cases: [JSONValue])? in
                guard case .enumeration(_, let cases) = field.schema, cases.count > 1 else { return nil }
                return (field.name, cases)
            }.first
            if let (name, cases) = enumeration {
                let index =
                    switch stage {
                    case .partway: cases.count / 2
                    case .nearlyDone: cases.count - 2
                    case .done: cases.count - 1
                    }
                let isUnchanged = stage == .partway && cases[index] == sample[name]
                changes.append((name, isUnchanged ? cases[(index + 1) % cases.count] : cases[index]))
                if stage != .partway { return changes }
            }
            if let number = fields.lazy.compactMap({ field in Self.changedNumber(sample[field.name], schema: field.schema).map { (field.name, $0) } }).first {
                changes.append(number)
            }
            if changes.isEmpty, let field = fields.first(where: { $0.schema == .bool }), case .bool(let value)? = sample[field.name] {
                changes.append((field.name, .bool(!value)))
            }
            if changes.isEmpty, let field = fields.first(where: { $0.schema == .string }), let value = sample[field.name] {
                changes.append((field.name, value))
            }
            return changes
        }

        private static func changedNumber(_ value: JSONValue?, schema: Schema) -> JSONValue? {
            guard case .number(let number)? = value else { return nil }
            switch schema {
            case .integer:
                guard let integer = Int(number.description) else { return nil }
                return .number(JSONNumber(integer == 0 ? 1 : integer / 2))
            case .floating:
                return .number(JSONNumber(number.doubleValue == 0.5 ? 1 : 0.5))
            default:
                return nil
            }
        }
    }
}
