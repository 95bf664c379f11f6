/// Escaping for HTML and XML text and attribute values: JUnit reports and rendered flows. Characters XML 1.0
/// forbids (control characters but tab, line feed and carriage return; U+FFFE, U+FFFF) are written as
/// `\u{1B}`, so the document stays well-formed whatever a transcript holds.
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
            case _ where !character.unicodeScalars.contains(where: isForbiddenInXML):
                escaped.append(character)
            default:
                for scalar in character.unicodeScalars {
                    if isForbiddenInXML(scalar) {
                        escaped += VisibleText.escaped(scalar)
                    } else {
                        escaped.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        return escaped
    }

    private static func isForbiddenInXML(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar)) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
