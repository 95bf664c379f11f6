/// URL schemes as RFC 3986 writes them, a letter then letters, digits, `+`, `-` or `.`, compared ignoring
/// case (DESIGN R2).
public enum URLScheme {
    /// `delivery` for `delivery://order/A-7189` or `Delivery://…`; nil when the text starts with no valid scheme.
    public static func of(_ url: String) -> String? {
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let scheme = String(url[..<colon])
        return isValid(scheme) ? scheme.lowercased() : nil
    }

    /// Whether `delivery` (or `x-pizza+dev.1`) can be a scheme: not `1pizza`, `piz za` or ``.
    public static func isValid(_ scheme: String) -> Bool {
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return scheme.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    /// Whether the app declares `scheme`: always, while its schemes are unknown (`declared` nil).
    static func isDeclared(_ scheme: String, in declared: [String]?) -> Bool {
        guard let declared else { return true }
        return declared.contains { $0.lowercased() == scheme.lowercased() }
    }
}
