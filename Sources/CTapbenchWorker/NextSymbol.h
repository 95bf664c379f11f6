#ifndef TAPBENCH_NEXT_SYMBOL_H
#define TAPBENCH_NEXT_SYMBOL_H

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>

/// The definition of `name` that the executable's own hides (libc's, libdispatch's), looked up once and kept in
/// `cache`; NULL when there is none.
static inline void *tapbench_next_symbol(void *_Atomic *cache, const char *name) {
    void *found = atomic_load(cache);
    if (found == NULL) {
        found = dlsym(RTLD_NEXT, name);
        atomic_store(cache, found);
    }
    return found;
}

#endif
