#ifndef TAPBENCH_CWORKER_H
#define TAPBENCH_CWORKER_H

/// Asks the kernel to send `signal` to the calling process when its parent dies: a worker whose
/// supervisor is gone must not run on. `prctl` is variadic, which Swift cannot call directly.
int tapbench_set_parent_death_signal(int signal);

/// A pipe whose ends close on exec, made in one step so that a worker started at the same moment on
/// another thread cannot inherit it. `pipe2` needs `_GNU_SOURCE`, which Swift's Glibc module lacks.
int tapbench_pipe_cloexec(int ends[2]);

#endif
