#include "CTapbenchPreviews.h"

extern const char __start_tapbench_previews[] __attribute__((weak));
extern const char __stop_tapbench_previews[] __attribute__((weak));

const void *tapbench_previews_start(void) { return __start_tapbench_previews; }
const void *tapbench_previews_stop(void) { return __stop_tapbench_previews; }
