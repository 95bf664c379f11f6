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
#include <pthread.h>
#include <semaphore.h>
#include <stdatomic.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

/// The time shown, in seconds and nanoseconds since 1970, so that every date from 0001 to 9999 fits (nanoseconds
/// in one 64-bit count end in 2262). Readers take both halves under a sequence count, odd while they change;
/// `shown_sequence` 0 means the real clock. Writers take `show_lock`.
static _Atomic uint64_t shown_sequence = 0;
static _Atomic int64_t shown_seconds = 0;
static _Atomic int32_t shown_nanoseconds = 0;
static pthread_mutex_t show_lock = PTHREAD_MUTEX_INITIALIZER;

/// The first time shown, less `uptime_at_launch`: the app's monotonic clocks count from there.
static int64_t boot_seconds = 0;
static int32_t boot_nanoseconds = 0;

/// Modelling choice: the device has been up a minute when the app's process starts. Counting from the time shown
/// keeps the monotonic clocks' readings small, as an iPhone's uptime is, so the nanosecond counts libdispatch and
/// CoreFoundation make of them do not overflow however far the device's clock goes.
static const int64_t uptime_at_launch = 60;

void tapbench_show_device_time(int64_t seconds_since_1970, int32_t nanoseconds) {
    pthread_mutex_lock(&show_lock);
    uint64_t sequence = atomic_load_explicit(&shown_sequence, memory_order_relaxed);
    if (sequence == 0) {
        boot_seconds = seconds_since_1970 - uptime_at_launch;
        boot_nanoseconds = nanoseconds;
    }
    atomic_store_explicit(&shown_sequence, sequence + 1, memory_order_relaxed);
    atomic_thread_fence(memory_order_release);
    atomic_store_explicit(&shown_seconds, seconds_since_1970, memory_order_relaxed);
    atomic_store_explicit(&shown_nanoseconds, nanoseconds, memory_order_relaxed);
    atomic_store_explicit(&shown_sequence, sequence + 2, memory_order_release);
    pthread_mutex_unlock(&show_lock);
}

/// The time shown, or 0 while none is.
static int read_shown_time(struct timespec *time) {
    while (1) {
        uint64_t before = atomic_load_explicit(&shown_sequence, memory_order_acquire);
        if (before == 0) return 0;
        int64_t seconds = atomic_load_explicit(&shown_seconds, memory_order_relaxed);
        int32_t nanoseconds = atomic_load_explicit(&shown_nanoseconds, memory_order_relaxed);
        atomic_thread_fence(memory_order_acquire);
        if ((before & 1) == 0 && atomic_load_explicit(&shown_sequence, memory_order_relaxed) == before) {
            time->tv_sec = (time_t)seconds;
            time->tv_nsec = nanoseconds;
            return 1;
        }
    }
}

/// `time` less `earlier`, normalised.
static struct timespec time_between(struct timespec earlier, struct timespec time) {
    struct timespec difference = {time.tv_sec - earlier.tv_sec, time.tv_nsec - earlier.tv_nsec};
    if (difference.tv_nsec < 0) {
        difference.tv_sec -= 1;
        difference.tv_nsec += 1000000000;
    }
    return difference;
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

/// Modelling choice: the app's monotonic clocks stop at about 73 years of uptime (2^61 nanoseconds). libdispatch
/// takes any time from 2^62 nanoseconds on as "for ever", so a monotonic reading near it would turn every timed wait
/// into an endless one. Sleeps still end on the device's clock, which the bench keeps, but a run loop timer armed
/// past that uptime no longer fires.
static const int64_t longest_uptime_seconds = 2305843009LL;

int clock_gettime(clockid_t clock, struct timespec *time) {
    int monotonic = runs_app_jobs && is_monotonic(clock);
    struct timespec shown;
    if (!(is_real_time(clock) || monotonic) || !read_shown_time(&shown)) return real_clock_gettime(clock, time);
    if (!monotonic) {
        *time = shown;
        return 0;
    }
    *time = time_between((struct timespec){boot_seconds, boot_nanoseconds}, shown);
    if (time->tv_sec >= longest_uptime_seconds) *time = (struct timespec){longest_uptime_seconds, 0};
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
    struct timespec shown;
    if (!read_shown_time(&shown)) return real_sem_timedwait(semaphore, deadline);
    struct timespec remaining = time_between(shown, *deadline);
    if (remaining.tv_sec < 0) remaining = (struct timespec){0, 0};
    struct timespec now;
    real_clock_gettime(CLOCK_MONOTONIC, &now);
    // A wait longer than the kernel's clock can count is a wait for ever.
    struct timespec until = {now.tv_sec + remaining.tv_sec, now.tv_nsec + remaining.tv_nsec};
    if (remaining.tv_sec > INT64_MAX / 2) until.tv_sec = INT64_MAX / 2;
    if (until.tv_nsec >= 1000000000) {
        until.tv_sec += 1;
        until.tv_nsec -= 1000000000;
    }
    return sem_clockwait(semaphore, CLOCK_MONOTONIC, &until);
}

time_t time(time_t *result) {
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0) return (time_t)-1;
    if (result != NULL) *result = now.tv_sec;
    return now.tv_sec;
}
