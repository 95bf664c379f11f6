/// The messages of the compiler's plugin protocol that `#Preview` needs, as JSON: a request is an object whose one
/// key names it (`{"expandFreestandingMacro": {…}}`), and so is a reply. The protocol is versioned; the compiler asks
/// for the plugin's version first and speaks it from then on.
enum HostMessage: Decodable {
    case getCapability
    case expandFreestandingMacro(FreestandingExpansion)
    /// A request this plugin does not serve: an attached macro, or loading a library.
    case unserved(String)

    struct FreestandingExpansion: Decodable {
        struct MacroReference: Decodable {
            let name: String
        }

        struct Syntax: Decodable {
            struct Location: Decodable {
                let fileName: String
                let offset: Int
            }

            let source: String
            let location: Location
        }

        let macro: MacroReference
        let discriminator: String
        let syntax: Syntax
        /// The declarations around the expansion, innermost first; nil from a compiler that does not send them.
        let lexicalContext: [Syntax]?
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: MessageKey.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a message names its kind"))
        }
        switch key.stringValue {
        case "getCapability": self = .getCapability
        case "expandFreestandingMacro": self = .expandFreestandingMacro(try container.decode(FreestandingExpansion.self, forKey: key))
        default: self = .unserved(key.stringValue)
        }
    }
}

/// The plugin's replies.
enum PluginReply: Encodable {
    /// The protocol version this plugin speaks: 7, the one that sends the lexical context.
    case capability
    /// The expansion's source, or nil with the diagnostics that say why not.
    case expansion(String?, [Diagnostic])
    /// A library is not loaded: this plugin holds its macros itself.
    case libraryNotLoaded

    struct Diagnostic: Encodable {
        struct Position: Encodable {
            let fileName: String
            let offset: Int
        }

        let message: String
        let severity = "error"
        let position: Position
        /// Always empty: the message says it all.
        let highlights: [Never] = []
        let notes: [Never] = []
        let fixIts: [Never] = []
    }

    private struct Capability: Encodable {
        let protocolVersion = 7
    }

    private struct CapabilityResult: Encodable {
        let capability = Capability()
    }

    private struct ExpansionResult: Encodable {
        let expandedSource: String?
        let diagnostics: [Diagnostic]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: MessageKey.self)
            // The source is sent as null when there is none, as the protocol's own encoding does.
            try container.encode(expandedSource, forKey: MessageKey("expandedSource"))
            try container.encode(diagnostics, forKey: MessageKey("diagnostics"))
        }
    }

    private struct LibraryResult: Encodable {
        let loaded = false
        let diagnostics: [Diagnostic] = []
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MessageKey.self)
        switch self {
        case .capability: try container.encode(CapabilityResult(), forKey: MessageKey("getCapabilityResult"))
        case .expansion(let source, let diagnostics):
            try container.encode(ExpansionResult(expandedSource: source, diagnostics: diagnostics), forKey: MessageKey("expandMacroResult"))
        case .libraryNotLoaded: try container.encode(LibraryResult(), forKey: MessageKey("loadPluginLibraryResult"))
        }
    }
}

/// A message's kind, or one of its fields, by name.
private struct MessageKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ stringValue: String) { self.stringValue = stringValue }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
