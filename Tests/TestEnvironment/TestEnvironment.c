#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/// The folder the test process's app storage goes to, removed at exit.
static char storage[4096];

static int remove_entry(const char *path, const struct stat *status, int flag, struct FTW *walk) {
    (void)status;
    (void)flag;
    (void)walk;
    return remove(path);
}

static void remove_storage(void) {
    if (storage[0] != '\0') nftw(storage, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static void set_below(const char *name, const char *folder) {
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", storage, folder);
    setenv(name, path, 1);
}

// Swift Testing records a backtrace for every error thrown in the test process, under a lock of its own.
// The intent runner parks the thread of a handler that outlives its budget (ThreadParking); a handler
// parked just as it throws its CancellationError would hold that lock for ever, and every later throw in
// the process would wait on it: the test run hangs at its end. Turning the recording off, before the
// test library starts, leaves no such lock to hold. A value set by whoever runs the tests is kept.
//
// The sample app's code that unit tests run in this process stores state in UserDefaults and app groups, as iOS
// code does: Foundation is pointed at a folder of the test run's own, as a worker's sandbox points it, so that no
// test writes the machine's own preferences.
__attribute__((constructor)) static void tapbench_test_environment(void) {
    setenv("SWT_SWIFT_ERROR_BACKTRACING_ENABLED", "0", 0);
    const char *temporary = getenv("TMPDIR");
    snprintf(storage, sizeof storage, "%s/tapbench-tests-XXXXXX", temporary && temporary[0] ? temporary : "/tmp");
    if (mkdtemp(storage) == NULL) {
        storage[0] = '\0';
        return;
    }
    atexit(remove_storage);
    set_below("CFFIXED_USER_HOME", "home");
    set_below("XDG_CONFIG_HOME", "home/Library/Preferences");
    set_below("XDG_DATA_HOME", "home/Library/Application Support");
    set_below("XDG_CACHE_HOME", "home/Library/Caches");
    set_below("TAPBENCH_APP_GROUPS", "AppGroups");
}
