#define _GNU_SOURCE
#include "CWorker.h"
#include <fcntl.h>
#include <unistd.h>

int tapbench_pipe_cloexec(int ends[2]) {
    return pipe2(ends, O_CLOEXEC);
}
