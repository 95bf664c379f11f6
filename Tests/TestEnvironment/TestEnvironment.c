#include <stdlib.h>

// Swift Testing records a backtrace for every error thrown in the test process, under a lock of its own.
// The intent runner parks the thread of a handler that outlives its budget (ThreadParking); a handler
// parked just as it throws its CancellationError would hold that lock for ever, and every later throw in
// the process would wait on it: the test run hangs at its end. Turning the recording off, before the
// test library starts, leaves no such lock to hold. A value set by whoever runs the tests is kept.
__attribute__((constructor)) static void tapbench_test_environment(void) {
    setenv("SWT_SWIFT_ERROR_BACKTRACING_ENABLED", "0", 0);
}
