extension URLSession {
    /// What a data delegate tells the session to do with a response it was shown; the bench has handed the task
    /// its whole answer by then, so every disposition lets the data through.
    public enum ResponseDisposition: Int, Sendable {
        case cancel = 0
        case allow = 1
        case becomeDownload = 2
        case becomeStream = 3
    }
}
