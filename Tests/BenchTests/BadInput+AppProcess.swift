extension BadInput {
    /// `app`: its subcommands, the app's actions, and their typed parameters.
    static let appProcessCommands: [BadInput] = [
        BadInput(#"app trak order=B-2040"#, #"error: no action 'trak' — did you mean 'track'? the app's are track, workout, besides launch, background, terminate and task"#),
        BadInput(#"app order=B-2040"#, #"error: values need an action: app ACTION name=value — see 'app' for the app's actions"#),
        BadInput(#"app track"#, #"error: 'track' needs order=VALUE, a string such as order=B-2040"#),
        BadInput(#"app track order=B-2040 order=B-2041"#, #"error: parameter 'order' given twice — give it once"#),
        BadInput(#"app track ordr=B-2040"#, #"error: 'track' has no parameter 'ordr' — did you mean 'order'? it takes order"#),
        BadInput(#"app track order=B-2040 now"#, #"error: unexpected 'now' — usage: app [launch|background|terminate|task ID|ACTION [name=value ...]]"#),
        BadInput(#"app launch now"#, #"error: unexpected 'now' — usage: app [launch|background|terminate|task ID|ACTION [name=value ...]]"#),
        BadInput(#"app background order=B-2040"#, #"error: 'app background' takes no values — usage: app [launch|background|terminate|task ID|ACTION [name=value ...]]"#),
        BadInput(#"app task"#, #"error: missing ID — usage: app task ID"#),
        BadInput(#"app task nope"#, #"error: no background task 'nope' is pending (pending: none)"#),
        BadInput(#"app task a b"#, #"error: unexpected 'b' — usage: app task ID"#),
        BadInput(#"app task a x=1"#, #"error: 'app task' takes no values — usage: app task ID"#),
        BadInput(#"defaults"#, #"error: this session runs in the bench's own process, which has no sandbox for the app's storage: run it in a worker (the REPL, run, replay)"#),
    ]
}
