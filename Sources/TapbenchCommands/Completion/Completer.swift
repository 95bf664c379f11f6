import Foundation
import TapbenchCore

/// Tab completion that knows the context: command names, then what each command takes next — type
/// names, fields (`step=`), enum cases (`step=onT` → `onTheWay`), activity ids, presentations and their
/// controls, intents and their parameters, routes and sample URLs, files, settings and their values.
public struct Completer: Sendable {
    public let device: Device
    /// Where relative file paths are completed from.
    public let directory: URL

    public init(device: Device, directory: URL) {
        self.device = device
        self.directory = directory
    }

    /// The candidates for the word that ends at the end of `line`; a candidate ending in `=` or `/` wants
    /// no space after it.
    public func candidates(for line: String) -> [String] {
        let (done, current) = Self.split(line)
        guard let command = done.first else { return matching(Commands.allNames, current) }
        if let equals = current.firstIndex(of: "=") {
            let key = String(current[..<equals])
            let prefix = String(current[current.index(after: equals)...])
            return matching(values(for: key, command: command, done: done), prefix)
        }
        // A field or parameter already given is not offered again: a second one is refused.
        let given = Set(done.compactMap { word in word.firstIndex(of: "=").map { String(word[...$0]) } })
        return matching(words(after: done, command: command, current: current).filter { !given.contains($0) }, current)
    }

    /// The finished words, and the one being typed.
    static func split(_ line: String) -> (done: [String], current: String) {
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if line.last == " " || line.isEmpty { return (words, "") }
        let current = words.removeLast()
        return (words, current)
    }

    private func matching(_ options: [String], _ prefix: String) -> [String] {
        var seen: Set<String> = []
        return options.filter { $0.hasPrefix(prefix) && seen.insert($0).inserted }
    }

    // MARK: What comes next

    private func words(after done: [String], command: String, current: String) -> [String] {
        let arguments = Array(done.dropFirst())
        if current.hasPrefix("-") { return options(of: command, after: arguments) }
        if let last = arguments.last, let values = optionValues(last, command: command) { return values }
        switch command {
        case "help", "?": return arguments.isEmpty ? Commands.allNames : []
        case "start":
            guard let typeWord = arguments.first else { return typeNames }
            guard let type = device.catalog.activityType(named: typeWord) else { return [] }
            let state = type.stateSchema.fields.map { "\($0.name)=" }
            // After --state come its fields; the other options may come anywhere, each once.
            let unused = options(of: command, after: arguments).filter { !arguments.contains($0) }
            return arguments.contains("--state") ? state + unused : type.attributesSchema.fields.map { "\($0.name)=" } + state + unused
        case "update", "end":
            guard let id = arguments.first else { return activityNumbers(ongoingOnly: true) }
            return stateFields(of: id)
        case "show":
            return arguments.isEmpty ? activityNumbers(ongoingOnly: false) : arguments.count == 1 ? presentationNames : []
        case "hold":
            // A long press works on the island's small presentations only.
            return arguments.isEmpty ? activityNumbers(ongoingOnly: false) : arguments.count == 1 ? ["compact", "minimal"] : []
        case "tap":
            guard let id = arguments.first else { return activityNumbers(ongoingOnly: false) }
            if arguments.count == 1 { return presentationNames + controls(of: id, in: nil, togglesOnly: false) }
            if arguments.count == 2, let kind = PresentationKind(rawValue: arguments[1]) {
                return controls(of: id, in: kind, togglesOnly: false)
            }
            return []
        case "toggle":
            // Toggles work on the Lock Screen (and so in StandBy) and in the expanded presentation (seed 003).
            guard let id = arguments.first else { return activityNumbers(ongoingOnly: false) }
            if arguments.count == 1 { return ["lock", "expanded", "standby"] + controls(of: id, in: nil, togglesOnly: true) }
            if arguments.count == 2, let kind = PresentationKind(rawValue: arguments[1]) {
                return controls(of: id, in: kind, togglesOnly: true)
            }
            return ["on", "off"]
        case "perform":
            guard let name = arguments.first else { return device.catalog.intents.map(\.name) }
            return device.catalog.intent(named: name)?.parameters.map { "\($0.name)=" } ?? []
        case "intent":
            if arguments.isEmpty { return ["define", "save", "remove"] }
            if arguments == ["remove"] || arguments == ["save"] { return device.catalog.intents.filter(\.isScripted).map(\.name) }
            return arguments.first == "define" && arguments.contains("do") && !arguments.contains("--save") ? ["--save"] : []
        case "route":
            if arguments.isEmpty { return ["add", "remove", "clear", "test"] }
            if arguments.count == 1 {
                switch arguments[0] {
                case "remove": return device.catalog.routes.patterns.map(\.description)
                case "test", "add": return sampleURLs + device.catalog.routes.patterns.map(\.description)
                default: return []
                }
            }
            return arguments[0] == "add" && arguments.count <= 3 && !arguments.contains("--save") ? ["--save"] : []
        case "open": return arguments.isEmpty ? sampleURLs : []
        case "push": return arguments.isEmpty ? files(current, endingIn: [".json", ".apns"]) : []
        case "record":
            if arguments.isEmpty { return ["start", "note", "stop"] }
            // record start refuses a file that exists, so only folders are offered on the way to a new name.
            if arguments == ["start"] { return files(current, endingIn: []) }
            return options(of: command, after: arguments)
        case "set":
            if arguments.isEmpty { return SetCommand.names }
            if arguments == ["apns"] { return ["2197", "off"] }
            return arguments.count == 1 ? DeviceSettingControl.named(arguments[0])?.completions ?? [] : []
        case "advance": return arguments.isEmpty ? ["500ms", "30s", "1m", "15m", "1h", "4h", "8h"] : []
        case "clock": return arguments.isEmpty ? ["+15m", "+1h", "now"] : []
        case "tokens":
            if arguments.isEmpty { return ["rotate"] }
            return arguments == ["rotate"] ? tokenHolders : []
        case "server": return serverWords(after: arguments, current: current)
        case "defaults":
            AppStorage.flush()
            let suites = [AppStorage.standardName] + AppStorage.suites()
            if arguments.isEmpty { return ["write", "delete"] + suites }
            return arguments.count == 1 && ["write", "delete"].contains(arguments[0]) ? suites : []
        case "app":
            guard let first = arguments.first else { return AppCommand.subcommands + device.catalog.actions.map(\.name) }
            if first == "task" { return arguments.count == 1 ? device.pendingBackgroundTasks.map(\.identifier) : [] }
            return device.catalog.action(named: first)?.parameters.map { "\($0.name)=" } ?? []
        default: return []
        }
    }

    /// `server`'s actions, then methods, the URLs the app has asked for and its stubs' patterns, statuses, ways to
    /// fail, stub numbers and request numbers.
    private func serverWords(after arguments: [String], current: String) -> [String] {
        guard let action = arguments.first else { return ServerCommand.actions }
        let server = device.server
        let urls = server.log.map(\.request.urlWithoutQuery)
        let patterns = server.stubs.map(\.stub.pattern.description)
        switch (action, arguments.count) {
        case ("stub", 1), ("fail", 1): return StubDeclaration.methods
        case ("stub", 2), ("fail", 2): return urls.reversed() + patterns
        case ("forward", 1): return patterns + urls.reversed()
        case ("forward", 2): return ["http://127.0.0.1:"]
        case ("stub", 3): return ["200", "201", "204", "400", "401", "404", "409", "429", "500", "503"]
        case ("fail", 3): return NetworkFailure.allCases.map(\.rawValue)
        case ("remove", 1): return server.stubs.map { String($0.number) }
        case ("log", 1): return server.log.map { String($0.number) }
        case ("load", 1), ("record", 1): return files(current, endingIn: [".tapbench"])
        default: return []
        }
    }

    private func options(of command: String, after arguments: [String]) -> [String] {
        // `record` reads its own words: only `record start FILE` takes an option.
        if command == "record" { return arguments.count == 2 && arguments[0] == "start" ? ["--title"] : [] }
        if command == "server" { return arguments.first.flatMap(StubDeclaration.Kind.init(rawValue:))?.options ?? [] }
        return Commands.named(command)?.options.map(\.name) ?? []
    }

    /// The values an option takes, when the last word was that option.
    private func optionValues(_ option: String, command: String) -> [String]? {
        switch option {
        case "--stale": ["+15m", "+1h", "now"] + (command == "start" ? [] : ["none"])
        case "--at", "--clock": ["+15m", "+1h", "now"]
        case "--channel": channels
        case "--push-type": ["liveactivity"]
        case "--relevance": ["0", "50", "100"]
        case "--push": ["token"] + channels.map { "channel:\($0)" }
        case "--dismissal": ["default", "immediate", "+15m", "+1h"]
        case "--priority": ["10", "5"]
        case "--style": ["standard", "transient"]
        case "--token": tokenHolders.map { "#\($0)" } + typeNames
        case "--kind": ["live", "starting", "plain"]
        default: nil
        }
    }

    /// The values a field or parameter takes after its `=`.
    private func values(for key: String, command: String, done: [String]) -> [String] {
        let arguments = Array(done.dropFirst())
        if command == "perform", let name = arguments.first, let parameter = device.catalog.intent(named: name)?.parameters.first(where: { $0.name == key }) {
            if !parameter.cases.isEmpty { return parameter.cases }
            return parameter.typeName == "Bool" ? ["true", "false"] : []
        }
        if command == "app", let name = arguments.first, let parameter = device.catalog.action(named: name)?.parameters.first(where: { $0.name == key }) {
            return parameter.kind == .boolean ? ["true", "false"] : [parameter.example]
        }
        let schemas: [Schema]
        switch command {
        case "start":
            guard let typeWord = arguments.first, let type = device.catalog.activityType(named: typeWord) else { return [] }
            schemas = [type.attributesSchema, type.stateSchema]
        case "update", "end":
            guard let id = arguments.first, let type = activityType(of: id) else { return [] }
            schemas = [type.stateSchema]
        default:
            return []
        }
        let path = key.split(separator: ".").map(String.init)
        guard let schema = schemas.lazy.compactMap({ $0.schema(at: path) }).first else { return [] }
        switch schema {
        case .enumeration(_, let cases): return cases.map(\.displayText)
        case .bool: return ["true", "false"]
        case .date: return ["now", "+15m", "+1h"]
        case .tuple(let name, _) where name.hasPrefix("ClosedRange<Date"): return ["now...+10m", "now...+30m"]
        default: return []
        }
    }

    // MARK: Pieces of the device

    private var typeNames: [String] { device.catalog.activityTypes.map(\.shortName) }
    private var presentationNames: [String] { PresentationKind.allCases.map(\.rawValue) }

    private var channels: [String] {
        device.activities.compactMap { if case .channel(let id)? = $0.pushType { return id } else { return nil } }
    }

    private func activityNumbers(ongoingOnly: Bool) -> [String] {
        device.activities.filter { ongoingOnly ? $0.state.isOngoing : $0.state != .dismissed }.map { String($0.number) }
    }

    /// The ongoing activities that have a push token: the ones `tokens rotate` and `push --token #N` take.
    private var tokenHolders: [String] {
        device.activities.filter { $0.state.isOngoing && $0.pushToken != nil }.map { String($0.number) }
    }

    private func activityType(of id: String) -> ActivityType? {
        guard let activity = ActivityReference(Word(id)).activity(on: device) else { return nil }
        return device.catalog.activityType(named: activity.typeName)
    }

    private func stateFields(of id: String) -> [String] {
        activityType(of: id)?.stateSchema.fields.map { "\($0.name)=" } ?? []
    }

    /// Numbers and labels of a presentation's controls (labels with spaces quoted).
    private func controls(of id: String, in kind: PresentationKind?, togglesOnly: Bool) -> [String] {
        guard let number = ActivityReference(Word(id)).activity(on: device)?.number, let presentations = try? device.presentations(of: number) else {
            return []
        }
        let controls = presentations.content(of: kind ?? device.visiblePresentation(of: number)).controls
        return controls.enumerated().filter { !togglesOnly || isToggle($0.element) }.flatMap { offset, control -> [String] in
            let label = control.readableText
            return [String(offset + 1), label.contains(" ") ? "\"\(label)\"" : label]
        }
    }

    private func isToggle(_ control: ViewNode) -> Bool {
        if case .toggle = control { return true }
        return false
    }

    /// Concrete URLs the app's presentations link to, for the activities running now.
    private var sampleURLs: [String] {
        var urls: [String] = []
        for activity in device.activities where activity.state != .dismissed {
            guard let presentations = try? device.presentations(of: activity.number) else { continue }
            for kind in [PresentationKind.lock, .expanded, .compact, .minimal] {
                let content = presentations.content(of: kind)
                urls += content.widgetURLs.compactMap { $0 } + content.controls.compactMap { control in
                    if case .link(let link) = control { return link.destination }
                    return nil
                }
            }
            urls += presentations.islandWidgetURL.map { [$0] } ?? []
        }
        return urls
    }

    /// Files with one of `extensions`, and folders, under the word typed so far; folders end in `/`.
    private func files(_ typed: String, endingIn extensions: [String]) -> [String] {
        let folder = typed.contains("/") ? String(typed[...typed.lastIndex(of: "/")!]) : ""
        let base = folder.hasPrefix("/") ? URL(fileURLWithPath: folder) : directory.appendingPathComponent(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base.path) else { return [] }
        return names.sorted().filter { !$0.hasPrefix(".") }.compactMap { name in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: base.appendingPathComponent(name).path, isDirectory: &isFolder)
            if isFolder.boolValue { return folder + name + "/" }
            return extensions.contains(where: { name.lowercased().hasSuffix($0) }) ? folder + name : nil
        }
    }
}
