/// `Server/server.tapbench`, written when the app's code loads URLs: how the app's server answers in every
/// session, empty until the team says.
enum ServerFileTemplate {
    static let path = "Server/server.tapbench"

    static let text = """
        # How the app's server answers in every session: one 'server stub', 'server fail' or 'server forward' a line,
        # as typed at the prompt ('help server'). A request no stub answers fails as on a phone with no connection,
        # and the prompt shows the stub to add. For example:
        #
        # server stub POST https://api.example.com/orders/:orderID/cancel 200 {"status": "cancelled"} --latency 120ms
        # server stub GET https://api.example.com/orders/:orderID 200 @orders/A-7189.json
        # server fail GET https://api.example.com/support/** offline

        """
}
