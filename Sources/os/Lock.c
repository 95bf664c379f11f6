#include "lock.h"

#include <sched.h>

void os_unfair_lock_lock(os_unfair_lock_t lock) {
    while (__atomic_exchange_n(&lock->_os_unfair_lock_opaque, 1, __ATOMIC_ACQUIRE)) sched_yield();
}

bool os_unfair_lock_trylock(os_unfair_lock_t lock) {
    return __atomic_exchange_n(&lock->_os_unfair_lock_opaque, 1, __ATOMIC_ACQUIRE) == 0;
}

void os_unfair_lock_unlock(os_unfair_lock_t lock) {
    __atomic_store_n(&lock->_os_unfair_lock_opaque, 0, __ATOMIC_RELEASE);
}
