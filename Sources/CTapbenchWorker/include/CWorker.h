#ifndef TAPBENCH_CWORKER_H
#define TAPBENCH_CWORKER_H

/// A pipe whose ends close on exec, made in one step so that a worker started at the same moment on
/// another thread cannot inherit it. `pipe2` needs `_GNU_SOURCE`, which Swift's Glibc module lacks.
int tapbench_pipe_cloexec(int ends[2]);

#endif
