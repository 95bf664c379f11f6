#ifndef TAPBENCH_OS_LOG_H
#define TAPBENCH_OS_LOG_H

// `import os.log` brings `Logger`, which is Swift and so lives in the `OSLog` module: a bench package that
// imports `os` imports `OSLog` into every file too (`tapbench init` writes the setting).

#endif
