// Interposes the libc calls that read the real-time clock, and, on the threads that run the app's jobs, the
// monotonic clocks too. The executable's definitions take
// precedence over libc's for every shared library that calls them (Foundation's `Date()` among them);
// until a worker shows a device time they hand the call on to libc's own. Semaphore waits, whose deadlines
// libdispatch computes on that clock, are translated; a condition's wait until a real-time deadline
// (`NSCondition.wait(until:)`) is not, and ends at once while a device time is shown.
#define _GNU_SOURCE
#include "CWorker.h"
#include "NextSymbol.h"
#include <dlfcn.h>
#include <semaphore.h>
#include <stdatomic.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

/// The time shown, or -1 for the real clock.
static _Atomic int64_t shown_time = -1;

void tapbench_show_device_time(int64_t nanoseconds_since_1970) {
    atomic_store(&shown_time, nanoseconds_since_1970);
}

typedef int (*clock_gettime_function)(clockid_t, struct timespec *);

static int real_clock_gettime(clockid_t clock, struct timespec *time) {
    static void *_Atomic real = NULL;
    clock_gettime_function function = (clock_gettime_function)tapbench_next_symbol(&real, "clock_gettime");
    if (function == NULL) return (int)syscall(SYS_clock_gettime, clock, time);
    return function(clock, time);
}

static int is_real_time(clockid_t clock) {
    return clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE;
}

/// The clocks Swift's `ContinuousClock` and `SuspendingClock` and libdispatch's `DispatchTime` read.
/// `CLOCK_MONOTONIC_RAW` is not among them: the bench's own watchdogs read it, on any thread.
static int is_monotonic(clockid_t clock) {
    return clock == CLOCK_MONOTONIC || clock == CLOCK_MONOTONIC_COARSE || clock == CLOCK_BOOTTIME;
}

/// This thread runs the app's jobs (`tapbench_mark_app_thread`).
static _Thread_local int runs_app_jobs = 0;

void tapbench_mark_app_thread(void) {
    runs_app_jobs = 1;
}

int tapbench_runs_app_jobs(void) {
    return runs_app_jobs;
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    int64_t shown = atomic_load(&shown_time);
    int virtual = is_real_time(clock) || (runs_app_jobs && is_monotonic(clock));
    if (shown < 0 || !virtual) return real_clock_gettime(clock, time);
    time->tv_sec = (time_t)(shown / 1000000000);
    time->tv_nsec = (long)(shown % 1000000000);
    return 0;
}

int gettimeofday(struct timeval *restrict time, void *restrict zone) {
    (void)zone;
    struct timespec now;
    int status = clock_gettime(CLOCK_REALTIME, &now);
    if (status == 0) {
        time->tv_sec = now.tv_sec;
        time->tv_usec = now.tv_nsec / 1000;
    }
    return status;
}

typedef int (*sem_timedwait_function)(sem_t *, const struct timespec *);

static int real_sem_timedwait(sem_t *semaphore, const struct timespec *deadline) {
    static void *_Atomic real = NULL;
    sem_timedwait_function function = (sem_timedwait_function)tapbench_next_symbol(&real, "sem_timedwait");
    if (function == NULL) return sem_clockwait(semaphore, CLOCK_REALTIME, deadline);
    return function(semaphore, deadline);
}

// A deadline on the real-time clock was computed from the time shown, as libdispatch computes a
// semaphore's timeout: the kernel would compare it with the real clock, and a deadline years in the past
// would end every wait at once. It is waited for on the monotonic clock instead, as long from now as it
// is from the time shown.
int sem_timedwait(sem_t *restrict semaphore, const struct timespec *restrict deadline) {
    int64_t shown = atomic_load(&shown_time);
    if (shown < 0) return real_sem_timedwait(semaphore, deadline);
    int64_t remaining = ((int64_t)deadline->tv_sec * 1000000000 + deadline->tv_nsec) - shown;
    struct timespec now;
    real_clock_gettime(CLOCK_MONOTONIC, &now);
    int64_t until = (int64_t)now.tv_sec * 1000000000 + now.tv_nsec + (remaining > 0 ? remaining : 0);
    struct timespec monotonic = { .tv_sec = (time_t)(until / 1000000000), .tv_nsec = (long)(until % 1000000000) };
    return sem_clockwait(semaphore, CLOCK_MONOTONIC, &monotonic);
}

time_t time(time_t *result) {
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0) return (time_t)-1;
    if (result != NULL) *result = now.tv_sec;
    return now.tv_sec;
}
