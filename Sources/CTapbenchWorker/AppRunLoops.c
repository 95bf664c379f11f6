// The app's run loops on the device's clock (`tapbench_run_app_run_loops`). Foundation's `Timer` is a CFRunLoop
// timer: adding one arms the run loop mode's timerfd at its fire date on `CLOCK_MONOTONIC`, which on the app's threads
// reads the device's time. Such a deadline is kept here rather than given to the kernel, where it would never come;
// once the device's clock reaches it, the app's thread makes the descriptor ready and runs the run loops once, so the
// timers due fire there, in their turn with the app's jobs. Calls from other threads go to libc unchanged.
#define _GNU_SOURCE
#include "AppWork.h"
#include "CWorker.h"
#include "NextSymbol.h"
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <sys/timerfd.h>
#include <time.h>

enum { virtual_timer_capacity = 64 };

/// Descriptors armed at a time of the device's clock, in nanoseconds since 1970.
static struct virtual_timer {
    int descriptor;
    int64_t deadline;
} virtual_timers[virtual_timer_capacity];
static int virtual_timer_count = 0;
static pthread_mutex_t virtual_timers_lock = PTHREAD_MUTEX_INITIALIZER;
static _Atomic int taking_timers = 0;

/// `time` in nanoseconds, held at the largest count past about 292 years.
static int64_t nanoseconds_of(struct timespec time) {
    if (time.tv_sec >= INT64_MAX / 1000000000 - 1) return INT64_MAX;
    return (int64_t)time.tv_sec * 1000000000 + time.tv_nsec;
}

typedef int (*timerfd_settime_function)(int, int, const struct itimerspec *, struct itimerspec *);

static int real_timerfd_settime(int descriptor, int flags, const struct itimerspec *value, struct itimerspec *old) {
    static void *_Atomic real = NULL;
    return ((timerfd_settime_function)tapbench_next_symbol(&real, "timerfd_settime"))(descriptor, flags, value, old);
}

/// Forgets `descriptor`'s deadline; called with the lock held.
static void forget_virtual_timer(int descriptor) {
    for (int index = 0; index < virtual_timer_count; index++) {
        if (virtual_timers[index].descriptor == descriptor) {
            virtual_timers[index] = virtual_timers[--virtual_timer_count];
            return;
        }
    }
}

int timerfd_settime(int descriptor, int flags, const struct itimerspec *value, struct itimerspec *old) {
    tapbench_note_app_work();
    int virtual = atomic_load(&taking_timers) && tapbench_runs_app_jobs() && (flags & TFD_TIMER_ABSTIME) && value != NULL
        && value->it_interval.tv_sec == 0 && value->it_interval.tv_nsec == 0;
    if (!virtual) return real_timerfd_settime(descriptor, flags, value, old);
    int64_t deadline = nanoseconds_of(value->it_value);
    pthread_mutex_lock(&virtual_timers_lock);
    forget_virtual_timer(descriptor);
    int kept = deadline == 0 || virtual_timer_count < virtual_timer_capacity;
    if (deadline != 0 && kept) virtual_timers[virtual_timer_count++] = (struct virtual_timer){descriptor, deadline};
    pthread_mutex_unlock(&virtual_timers_lock);
    if (!kept) return real_timerfd_settime(descriptor, flags, value, old);
    // The kernel's timer stays disarmed until the device's clock reaches the deadline.
    struct itimerspec disarmed = {{0, 0}, {0, 0}};
    return real_timerfd_settime(descriptor, flags, &disarmed, old);
}

typedef void *(*run_loop_function)(void);
typedef int32_t (*run_specific_function)(void *, const void *, double, unsigned char);

/// Runs `run_loop` once in the default mode, without waiting.
static void run_once(void *run_loop) {
    static void *_Atomic run_specific = NULL;
    static void *_Atomic default_mode = NULL;
    run_specific_function run = (run_specific_function)tapbench_next_symbol(&run_specific, "CFRunLoopRunSpecific");
    const void *const *mode = (const void *const *)tapbench_next_symbol(&default_mode, "kCFRunLoopDefaultMode");
    if (run != NULL && mode != NULL && run_loop != NULL) run(run_loop, *mode, 0.0, 0);
}

/// Whether any of `descriptors` is still ready, its timers not yet run.
static int any_ready(const int *descriptors, int count) {
    struct pollfd polled[virtual_timer_capacity];
    for (int index = 0; index < count; index++) polled[index] = (struct pollfd){descriptors[index], POLLIN, 0};
    return poll(polled, (nfds_t)count, 0) > 0;
}

void tapbench_take_app_run_loops(void) {
    atomic_store(&taking_timers, 1);
}

int64_t tapbench_run_app_run_loops(void) {
    static void *_Atomic get_main = NULL;
    static void *_Atomic get_current = NULL;
    run_loop_function main_loop = (run_loop_function)tapbench_next_symbol(&get_main, "CFRunLoopGetMain");
    run_loop_function current_loop = (run_loop_function)tapbench_next_symbol(&get_current, "CFRunLoopGetCurrent");
    if (main_loop == NULL || current_loop == NULL) return -1;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    int64_t device_now = nanoseconds_of(now);
    int due[virtual_timer_capacity];
    int due_count = 0;
    pthread_mutex_lock(&virtual_timers_lock);
    for (int index = 0; index < virtual_timer_count;) {
        if (virtual_timers[index].deadline <= device_now) {
            due[due_count++] = virtual_timers[index].descriptor;
            virtual_timers[index] = virtual_timers[--virtual_timer_count];
        } else {
            index++;
        }
    }
    pthread_mutex_unlock(&virtual_timers_lock);
    // A deadline in the past makes the descriptor ready at once.
    struct itimerspec expired = {{0, 0}, {0, 1}};
    for (int index = 0; index < due_count; index++) real_timerfd_settime(due[index], TFD_TIMER_ABSTIME, &expired, NULL);
    // One pass of a run loop serves one ready descriptor: run them until every due one has been served.
    for (int pass = 0; pass < 2 * virtual_timer_capacity; pass++) {
        run_once(main_loop());
        run_once(current_loop());
        if (due_count == 0 || !any_ready(due, due_count)) break;
    }
    int64_t next = -1;
    pthread_mutex_lock(&virtual_timers_lock);
    for (int index = 0; index < virtual_timer_count; index++) {
        if (next < 0 || virtual_timers[index].deadline < next) next = virtual_timers[index].deadline;
    }
    pthread_mutex_unlock(&virtual_timers_lock);
    return next < 0 ? -1 : next - device_now;
}
