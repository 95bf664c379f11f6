import Foundation

/// Starting a program as a new process, for workers and for the copy that forks them.
enum ProgramStart {
    /// Starts `executable` with `arguments` (after its own path) and exactly `environment`, each of `descriptors`
    /// duplicated to the number beside it, and the terminal's interrupt blocked: the supervisor handles Ctrl-C and
    /// sends the worker an interrupt request, and a handler does not survive exec, so until the new process ignores
    /// the signal itself it would die of one. Returns its pid.
    static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], descriptors: [(Int32, Int32)]
    ) throws(WorkerStartError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, number) in descriptors { posix_spawn_file_actions_adddup2(&actions, descriptor, number) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGINT)
        posix_spawnattr_setsigmask(&attributes, &blocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw WorkerStartError(reason: String(cString: strerror(status))) }
        return pid
    }
}
