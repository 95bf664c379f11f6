#ifndef TAPBENCH_CPREVIEWS_H
#define TAPBENCH_CPREVIEWS_H

/// The `tapbench_previews` section of the running binary, where each `#Preview` leaves one record: a C
/// function that hands its `Preview` to a collector. Both are null when the binary declares no preview.
/// The linker names a section's bounds `__start_…` and `__stop_…` when its name is a C identifier.
const void *tapbench_previews_start(void);
const void *tapbench_previews_stop(void);

#endif
