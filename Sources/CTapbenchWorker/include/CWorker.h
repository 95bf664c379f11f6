#ifndef TAPBENCH_CWORKER_H
#define TAPBENCH_CWORKER_H

#include <stdint.h>
#include <stddef.h>
#include <sys/types.h>

/// A pipe whose ends close on exec, made in one step so that a worker started at the same moment on
/// another thread cannot inherit it. `pipe2` needs `_GNU_SOURCE`, which Swift's Glibc module lacks.
int tapbench_pipe_cloexec(int ends[2]);

/// From now on, the process's real-time clock (`clock_gettime(CLOCK_REALTIME)`, `gettimeofday`,
/// `time`, and so Foundation's `Date()`) reads this time, in seconds and nanoseconds since 1970: a worker shows app
/// code the device's virtual time, as an iPhone shows it the device's own. Other threads' monotonic clocks,
/// which budgets and timeouts use, are untouched.
void tapbench_show_device_time(int64_t seconds_since_1970, int32_t nanoseconds);

/// From now on, this thread's monotonic clocks (`CLOCK_MONOTONIC`, `CLOCK_BOOTTIME`, and so `ContinuousClock`,
/// `SuspendingClock` and `DispatchTime`) follow the device's time too, once one is shown, counting from a minute
/// before the first time shown: the thread runs the app's jobs, whose sleeps wait on that time (`AppScheduler`).
/// `CLOCK_MONOTONIC_RAW` stays the machine's.
void tapbench_mark_app_thread(void);

/// Whether this thread runs the app's jobs.
int tapbench_runs_app_jobs(void);

/// Takes a block app code sent to `queue` (copied: the taker runs or sends it once, with `tapbench_run_block` or
/// `tapbench_dispatch_block`), to run in `delay_nanoseconds` of the device's time, or in its turn when negative.
typedef void (*tapbench_app_dispatch_handler)(void *queue, void *block, int64_t delay_nanoseconds);

/// From now on, blocks sent to the main queue from any thread, and blocks sent after a delay from the app's threads,
/// go to `handler` rather than to libdispatch.
void tapbench_take_app_dispatch(tapbench_app_dispatch_handler handler);

/// Whether `queue` is the main queue.
int tapbench_is_main_queue(const void *queue);

/// Runs a block `handler` was given, on this thread, and releases it.
void tapbench_run_block(void *block);

/// Sends a block `handler` was given to its queue, as libdispatch would have, and releases it.
void tapbench_dispatch_block(void *queue, void *block);

/// From now on, the run loop timers app code arms on the app's threads (Foundation's `Timer`) wait on the device's
/// clock: their deadlines are kept rather than given to the kernel.
void tapbench_take_app_run_loops(void);

/// On the app's thread: fires the run loop timers due by the device's time, running the main thread's run loop and
/// this thread's once each, and returns how many nanoseconds from now the next is due, or -1 when none is armed.
int64_t tapbench_run_app_run_loops(void);

/// A pair of connected sockets that keep message boundaries, whose ends close on exec.
int tapbench_socketpair_cloexec(int ends[2]);

/// The most bytes a request to the forking copy may hold.
#define TAPBENCH_FORK_REQUEST_LIMIT 65536

/// Asks the forking copy at the other end of `socket` for a worker: `descriptors` become its standard input, its
/// standard output and error, and its descriptor 3; `bytes` are the folder it works in, `NAME=VALUE` for each
/// variable, an empty part and its arguments, each ending in a NUL. Returns the worker's pid, a child of this
/// process once it is a subreaper, or a negative errno: `-E2BIG` when a value is longer than the copy's
/// placeholder for it or the request is longer than `TAPBENCH_FORK_REQUEST_LIMIT`.
pid_t tapbench_request_fork(int socket, const int descriptors[3], const char *bytes, size_t length);

/// Serves fork requests on `socket` as the forking copy does, in a copy of this process that has the app assembled
/// (`AssembledCopy`): returns 0 in each worker it forks; the copy itself ends when the supervisor closes its end.
int tapbench_serve_fork_requests(int socket);

/// From now on, until `tapbench_stop_watching_app_work`, counts what app code starts: a task, on any executor, a
/// block sent to a queue, a run loop timer armed.
void tapbench_watch_app_work(void);

/// Stops counting, and returns how many things app code started since `tapbench_watch_app_work`.
int tapbench_stop_watching_app_work(void);

/// Makes this process the one that orphaned descendants are handed to, as a forked worker is; 0 on success.
int tapbench_become_subreaper(void);

/// In a worker forked by the copy, the arguments it was asked for (NULL-terminated); NULL in any other process.
const char *const *tapbench_forked_worker_arguments(void);

#endif
