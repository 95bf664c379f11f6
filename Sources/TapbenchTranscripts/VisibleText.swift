/// Text from a transcript or an app, made safe to print to a terminal or a CI log: control characters
/// (C0 but the tab, DEL, C1) are written as Swift escapes, so `ESC[2J` shows as `\u{1B}[2J` instead of
/// clearing the screen, and an OSC 52 sequence cannot reach the clipboard.
public enum VisibleText {
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var visible = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                visible += escaped(scalar)
            } else {
                visible.unicodeScalars.append(scalar)
            }
        }
        return visible
    }

    /// A scalar as a Swift escape: `\u{1B}`.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
