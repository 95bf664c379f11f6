#ifndef TAPBENCH_FUZZ_DRIVER_H
#define TAPBENCH_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// One fuzz input: its bytes; returns 0.
typedef int (*FuzzTest)(const uint8_t *data, size_t size);

/// Runs libFuzzer on `test` with the process's arguments (-runs=N, corpus folders) and returns its exit status.
int fuzz_driver_run(int argc, char **argv, FuzzTest test);

#endif
