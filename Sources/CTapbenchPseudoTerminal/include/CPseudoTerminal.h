// Pseudo-terminals for the REPL's terminal tests: the parts of POSIX that Swift's Glibc module hides.
#include <sys/types.h>

/// Opens a pseudo-terminal of `rows` × `columns`; returns the master's descriptor and writes the
/// slave's path, or returns -1.
int tapbench_pty_open(char *slave_path, unsigned long length, unsigned short rows, unsigned short columns);

/// Starts `path` as the leader of a new session whose controlling terminal is the slave, with it as
/// standard input, output and error; returns 0 or an errno value.
int tapbench_pty_spawn(const char *path, char *const argv[], char *const envp[], const char *slave_path, int master, pid_t *pid);
