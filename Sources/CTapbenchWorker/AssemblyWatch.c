// Whether app code started anything while a warm copy assembled the app (`WarmCopy` in Tapbench): a task, a block
// sent to a queue, a timer. A worker assembles the app after the bench has taken over the app's tasks, queues and
// run loops, so what app code starts then runs on the bench's scheduler; the warm copy assembles before, and what was
// started there would run beside the scheduler in every worker it forks, or not at all. A copy whose assembly
// started anything forks no worker.
#define _GNU_SOURCE
#include "CWorker.h"
#include "NextSymbol.h"
#include <stdatomic.h>
#include <stdint.h>

static _Atomic int watching = 0;
static _Atomic int started = 0;

void tapbench_note_app_work(void) {
    if (atomic_load(&watching)) atomic_fetch_add(&started, 1);
}

// Swift's executors send their jobs to libdispatch with these, the main actor's to the main queue: seen here, and
// passed on unchanged.
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

typedef void Job;
typedef void (*__attribute__((swiftcall)) enqueue_original)(Job *job);
typedef void (*__attribute__((swiftcall)) enqueue_delayed_original)(unsigned long long delay, Job *job);
extern void (*__attribute__((swiftcall)) swift_task_enqueueGlobal_hook)(Job *, enqueue_original);
extern void (*__attribute__((swiftcall)) swift_task_enqueueMainExecutor_hook)(Job *, enqueue_original);
extern void (*__attribute__((swiftcall)) swift_task_enqueueGlobalWithDelay_hook)(unsigned long long, Job *, enqueue_delayed_original);

__attribute__((swiftcall)) static void note_enqueue(Job *job, enqueue_original original) {
    tapbench_note_app_work();
    original(job);
}

__attribute__((swiftcall)) static void note_delayed_enqueue(unsigned long long delay, Job *job, enqueue_delayed_original original) {
    tapbench_note_app_work();
    original(delay, job);
}

void tapbench_watch_app_work(void) {
    atomic_store(&started, 0);
    swift_task_enqueueGlobal_hook = note_enqueue;
    swift_task_enqueueMainExecutor_hook = note_enqueue;
    swift_task_enqueueGlobalWithDelay_hook = note_delayed_enqueue;
    atomic_store(&watching, 1);
}

int tapbench_stop_watching_app_work(void) {
    atomic_store(&watching, 0);
    swift_task_enqueueGlobal_hook = NULL;
    swift_task_enqueueMainExecutor_hook = NULL;
    swift_task_enqueueGlobalWithDelay_hook = NULL;
    return atomic_load(&started);
}
