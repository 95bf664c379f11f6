#ifndef TAPBENCH_APP_WORK_H
#define TAPBENCH_APP_WORK_H

/// Counts one thing app code started (a task's job handed to libdispatch, a block sent to a queue, a run loop timer
/// armed), while `tapbench_watch_app_work` watches; called by the process's own definitions of those functions.
void tapbench_note_app_work(void);

#endif
