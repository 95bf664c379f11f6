#define _GNU_SOURCE
#include "CWorker.h"
#include <fcntl.h>
#include <sys/prctl.h>
#include <unistd.h>

int tapbench_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal);
}

int tapbench_pipe_cloexec(int ends[2]) {
    return pipe2(ends, O_CLOEXEC);
}
