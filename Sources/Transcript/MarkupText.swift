/// Escaping for HTML and XML text and attribute values: JUnit reports and rendered flows.
public enum MarkupText {
    public static func escape(_ text: some StringProtocol) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
