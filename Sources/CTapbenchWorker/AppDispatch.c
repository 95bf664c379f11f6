// Takes over app code's libdispatch calls once a worker runs the app's tasks (`tapbench_take_app_dispatch`): a block
// sent to the main queue runs on the app's thread in its turn with the app's other jobs, as on iOS the main queue and
// the main actor share one thread; a block sent to any queue after a delay from the app's threads waits on the
// device's clock. Calls from the bench's own threads to other queues go to libdispatch unchanged.
#define _GNU_SOURCE
#include "AppWork.h"
#include "CWorker.h"
#include "NextSymbol.h"
#include <stdatomic.h>
#include <stdint.h>

struct dispatch_queue_s;
extern struct dispatch_queue_s _dispatch_main_q;
void *_Block_copy(const void *block);
void _Block_release(const void *block);
uint64_t dispatch_time(uint64_t when, int64_t delta);

/// The layout every block starts with (the Blocks ABI): calling `invoke` with the block runs it.
struct block_layout {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void *block);
};

static _Atomic(tapbench_app_dispatch_handler) handler = NULL;

void tapbench_take_app_dispatch(tapbench_app_dispatch_handler taking) {
    atomic_store(&handler, taking);
}

int tapbench_is_main_queue(const void *queue) {
    return queue == (const void *)&_dispatch_main_q;
}

void tapbench_run_block(void *block) {
    ((struct block_layout *)block)->invoke(block);
    _Block_release(block);
}

typedef void (*dispatch_async_function)(void *, void *);

static dispatch_async_function real_dispatch_async(void) {
    static void *_Atomic real = NULL;
    return (dispatch_async_function)tapbench_next_symbol(&real, "dispatch_async");
}

void tapbench_dispatch_block(void *queue, void *block) {
    real_dispatch_async()(queue, block);
    _Block_release(block);
}

void dispatch_async(void *queue, void *block) {
    tapbench_note_app_work();
    tapbench_app_dispatch_handler taking = atomic_load(&handler);
    if (taking != NULL && tapbench_is_main_queue(queue)) {
        taking(queue, _Block_copy(block), -1);
        return;
    }
    real_dispatch_async()(queue, block);
}

typedef void (*dispatch_after_function)(uint64_t, void *, void *);

static dispatch_after_function real_dispatch_after(void) {
    static void *_Atomic real = NULL;
    return (dispatch_after_function)tapbench_next_symbol(&real, "dispatch_after");
}

/// Nanoseconds from now until `when`, a `dispatch_time_t`: on the uptime or monotonic clock, or (the top bit set, the
/// time negated) on the wall clock, all of which the app's threads read as the device's time.
static int64_t delay_until(uint64_t when) {
    if (when == UINT64_MAX) return INT64_MAX;
    if (when >> 63) {
        uint64_t now = dispatch_time(UINT64_MAX - 1, 0);  // DISPATCH_WALLTIME_NOW
        int64_t delay = (int64_t)((-(int64_t)when) - (-(int64_t)now));
        return delay > 0 ? delay : 0;
    }
    // On the app's threads the uptime and monotonic clocks both read the device's time: a monotonic time is the
    // same count, marked.
    when &= ~(1ULL << 62);
    uint64_t now = dispatch_time(0, 0);  // DISPATCH_TIME_NOW
    return when > now ? (int64_t)(when - now) : 0;
}

void dispatch_after(uint64_t when, void *queue, void *block) {
    tapbench_note_app_work();
    tapbench_app_dispatch_handler taking = atomic_load(&handler);
    if (taking != NULL && tapbench_runs_app_jobs()) {
        taking(queue, _Block_copy(block), delay_until(when));
        return;
    }
    real_dispatch_after()(when, queue, block);
}
