// Whether app code started anything while an assembled copy assembled the app (`AssembledCopy` in Tapbench): a task,
// a block sent to a queue, a timer. A worker assembles the app after the bench has taken over the app's tasks, queues
// and run loops, so what app code starts then runs on the bench's scheduler; the copy assembles before, and what was
// started there would run beside the scheduler in every worker it forks, or not at all. A copy whose assembly
// started anything forks no worker.
//
// Everything Swift's default executors run reaches libdispatch through `dispatch_async_f` (the global executor's
// jobs, and the main actor's, on the main queue) or `dispatch_after_f` (a sleep): seen here, and passed on
// unchanged. Blocks and timers are seen where the process takes them over (`AppDispatch.c`, `AppRunLoops.c`).
#define _GNU_SOURCE
#include "AppWork.h"
#include "CWorker.h"
#include "NextSymbol.h"
#include <stdatomic.h>
#include <stdint.h>

static _Atomic int watching = 0;
static _Atomic int started = 0;

void tapbench_note_app_work(void) {
    if (atomic_load(&watching)) atomic_fetch_add(&started, 1);
}

typedef void (*async_f_function)(void *queue, void *context, void (*work)(void *));
typedef void (*after_f_function)(uint64_t when, void *queue, void *context, void (*work)(void *));

void dispatch_async_f(void *queue, void *context, void (*work)(void *)) {
    static void *_Atomic real = NULL;
    tapbench_note_app_work();
    ((async_f_function)tapbench_next_symbol(&real, "dispatch_async_f"))(queue, context, work);
}

void dispatch_after_f(uint64_t when, void *queue, void *context, void (*work)(void *)) {
    static void *_Atomic real = NULL;
    tapbench_note_app_work();
    ((after_f_function)tapbench_next_symbol(&real, "dispatch_after_f"))(when, queue, context, work);
}

void tapbench_watch_app_work(void) {
    atomic_store(&started, 0);
    atomic_store(&watching, 1);
}

int tapbench_stop_watching_app_work(void) {
    atomic_store(&watching, 0);
    return atomic_load(&started);
}
