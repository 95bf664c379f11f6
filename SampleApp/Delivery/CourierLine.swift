/// The courier's phone line: a call rings until the courier picks up, and in this sample nobody ever does.
actor CourierLine {
    static let shared = CourierLine()

    private var ringing: [String: [CheckedContinuation<Void, Never>]] = [:]

    /// Rings the courier of `orderID` and returns once they pick up.
    func call(orderID: String) async {
        await withCheckedContinuation { ringing[orderID, default: []].append($0) }
    }
}
