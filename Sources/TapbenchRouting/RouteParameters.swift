/// The named values of a match, in a fixed order.
///
/// For `delivery://order/:orderNumber` and the URL `delivery://order/A-7189?lang=en&orderNumber=X`
/// the parameters are `orderNumber=A-7189, lang=en`: path parameters first, in pattern order
/// (a `**` is reported under the name `**`), then query items in URL order, skipping names
/// already present, so the path wins over the query and the first of a repeated query key wins.
public struct RouteParameters: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One parameter: `(name: "orderNumber", value: "A-7189")`.
    public typealias Element = (name: String, value: String)

    private var items: [Element]

    /// No parameters.
    public init() {
        items = []
    }

    /// Parameters in the order written; a repeated name keeps its first value.
    ///
    /// `["orderNumber": "A-7189", "lang": "en"]`
    public init(dictionaryLiteral elements: (String, String)...) {
        items = []
        for (name, value) in elements where self[name] == nil { items.append((name, value)) }
    }

    /// The path parameters followed by the decoded query items of `query` (the bytes after `?`).
    ///
    /// Items split on `&` (empty ones skipped), then on the first `=` (`?gift` gives `""`);
    /// `+` is a space, then percent-decoding applies. Items whose key decodes to nothing are skipped.
    init(path: [Element], query: UnsafeBufferPointer<UInt8>) {
        items = path
        var seen: Set<String> = []
        var start = 0
        while start < query.count {
            var end = start
            while end < query.count, query[end] != Bytes.ampersand { end += 1 }
            var separator = start
            while separator < end, query[separator] != Bytes.equals { separator += 1 }
            let name = Self.decoded(query, start, separator)
            if !name.isEmpty, Self.isNew(name, in: items, seen: &seen) {
                items.append((name, separator < end ? Self.decoded(query, separator + 1, end) : ""))
            }
            start = end + 1
        }
    }

    /// The value for `name` (case-sensitive), or nil: `parameters["orderNumber"] == "A-7189"`.
    public subscript(name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// The number of parameters.
    public var count: Int {
        items.count
    }

    /// Whether there are no parameters.
    public var isEmpty: Bool {
        items.isEmpty
    }

    /// Iterates `(name, value)` pairs in reported order: `("orderNumber", "A-7189")`, then `("lang", "en")`.
    public func makeIterator() -> IndexingIterator<[Element]> {
        items.makeIterator()
    }

    /// `orderNumber=A-7189, lang=en`; empty when there are no parameters.
    public var description: String {
        items.map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
    }

    /// Equal when both hold the same names and values in the same order.
    public static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
        lhs.items.elementsEqual(rhs.items) { $0.name == $1.name && $0.value == $1.value }
    }

    private static func decoded(_ query: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        PercentDecoded(raw: UnsafeBufferPointer(rebasing: query[start..<end]), plusIsSpace: true).string
    }

    /// Linear for the usual handful of names; switches to a set so huge queries stay linear overall.
    private static func isNew(_ name: String, in items: [Element], seen: inout Set<String>) -> Bool {
        guard items.count >= 16 else { return !items.contains { $0.name == name } }
        if seen.isEmpty { seen = Set(items.map(\.name)) }
        return seen.insert(name).inserted
    }
}
