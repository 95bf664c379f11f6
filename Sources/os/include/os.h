#ifndef TAPBENCH_OS_H
#define TAPBENCH_OS_H

#include "lock.h"
#include "log.h"

#endif
