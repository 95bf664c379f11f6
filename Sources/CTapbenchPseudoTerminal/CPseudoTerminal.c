#define _GNU_SOURCE
#include "CPseudoTerminal.h"
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int tapbench_pty_open(char *slave_path, unsigned long length, unsigned short rows, unsigned short columns) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) return -1;
    if (grantpt(master) != 0 || unlockpt(master) != 0 || ptsname_r(master, slave_path, length) != 0) {
        close(master);
        return -1;
    }
    struct winsize size = { .ws_row = rows, .ws_col = columns };
    ioctl(master, TIOCSWINSZ, &size);
    return master;
}

int tapbench_pty_spawn(const char *path, char *const argv[], char *const envp[], const char *slave_path, int master, pid_t *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addclose(&actions, master);
    posix_spawn_file_actions_addopen(&actions, 0, slave_path, O_RDWR, 0);
    posix_spawn_file_actions_adddup2(&actions, 0, 1);
    posix_spawn_file_actions_adddup2(&actions, 0, 2);
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID);
    int status = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    return status;
}
