#include "FuzzDriver.h"

// libFuzzer's entry point for a program that has its own main, as each Swift harness has.
int LLVMFuzzerRunDriver(int *argc, char ***argv, FuzzTest test);

int fuzz_driver_run(int argc, char **argv, FuzzTest test) {
    return LLVMFuzzerRunDriver(&argc, &argv, test);
}
