extension Session {
    /// What the screen shows now, drawn as `show` with no ID draws it: the Dynamic Island (or a banner)
    /// and the Lock Screen.
    public func screenPicture() -> [String] {
        (try? ShowCommand.screen(in: self)) ?? []
    }
}
