/// A transcript whose steps are one line each: a command, then what it prints, and so on.
///
/// ```swift
/// try folder.write(stepTranscript("Writes", ["defaults", "standard: nothing stored"]), to: "a.md")
/// ```
public func stepTranscript(_ title: String, _ lines: [String], clock: String = "2026-04-25T01:00:00Z") -> String {
    """
    ---
    title: \(title)
    clock: \(clock)
    seed: 1
    ---

    # \(title)

    ```tapbench
    \(lines.enumerated().map { $0.offset.isMultiple(of: 2) ? "tapbench> " + $0.element : $0.element }.joined(separator: "\n"))
    ```

    """
}
