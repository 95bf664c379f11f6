#ifndef TAPBENCH_OS_LOCK_H
#define TAPBENCH_OS_LOCK_H

#include <stdbool.h>
#include <stdint.h>

/// A lock that waits by yielding, as small as Apple's: `var lock = os_unfair_lock()`, then
/// `os_unfair_lock_lock(&lock)` … `os_unfair_lock_unlock(&lock)`. Zero is unlocked (`OS_UNFAIR_LOCK_INIT`).
typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

#define OS_UNFAIR_LOCK_INIT ((os_unfair_lock){0})

void os_unfair_lock_lock(os_unfair_lock_t lock);
bool os_unfair_lock_trylock(os_unfair_lock_t lock);
void os_unfair_lock_unlock(os_unfair_lock_t lock);

#endif
