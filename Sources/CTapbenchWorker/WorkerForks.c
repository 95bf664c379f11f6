// A warm copy of the program that forks workers on request (see `WorkerForks` in Tapbench). Starting a worker
// with exec costs the dynamic loader's work again every time: loading some twenty shared libraries, relocating them
// and binding their symbols, about a fifth of a short transcript's processor time. A copy that has done it once,
// and forks, hands every worker a process that is already loaded.
//
// The copy serves from a constructor, after the libraries' own constructors and before Swift's `main`, while the
// process has one thread: forking a process with more threads would leave libdispatch and the Swift runtime in a
// state a child cannot use. It runs no Swift code, so every worker starts Swift's runtime as a fresh process does.
#define _GNU_SOURCE
#include "CWorker.h"
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

/// Where the request a worker was forked for is kept: `forked_arguments` points into it.
static char request[TAPBENCH_FORK_REQUEST_LIMIT + 1];
static const char *forked_arguments[256];
static int was_forked = 0;

const char *const *tapbench_forked_worker_arguments(void) {
    return was_forked ? forked_arguments : NULL;
}

/// Receives one request and its three descriptors; the request's length, 0 when the supervisor has gone, or -1.
static ssize_t receive_request(int socket, int descriptors[3]) {
    struct iovec part = {.iov_base = request, .iov_len = TAPBENCH_FORK_REQUEST_LIMIT};
    union {
        char bytes[CMSG_SPACE(3 * sizeof(int))];
        struct cmsghdr align;
    } control;
    struct msghdr message = {.msg_iov = &part, .msg_iovlen = 1, .msg_control = control.bytes, .msg_controllen = sizeof control.bytes};
    ssize_t length;
    do {
        length = recvmsg(socket, &message, MSG_CMSG_CLOEXEC);
    } while (length < 0 && errno == EINTR);
    if (length <= 0) return length;
    if (message.msg_flags & MSG_TRUNC) {
        errno = E2BIG;
        length = -1;
    }
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    if (header == NULL || header->cmsg_type != SCM_RIGHTS || header->cmsg_len != CMSG_LEN(3 * sizeof(int))) {
        // Whatever descriptors came are closed; the supervisor is answered, and starts that worker with exec.
        for (; header != NULL; header = CMSG_NXTHDR(&message, header)) {
            if (header->cmsg_type != SCM_RIGHTS) continue;
            int *given = (int *)CMSG_DATA(header);
            for (size_t index = 0; index < (header->cmsg_len - CMSG_LEN(0)) / sizeof(int); index += 1) close(given[index]);
        }
        errno = EPROTO;
        return -1;
    }
    memcpy(descriptors, CMSG_DATA(header), 3 * sizeof(int));
    if (length < 0) {
        for (int index = 0; index < 3; index += 1) close(descriptors[index]);
        errno = E2BIG;
        return -1;
    }
    request[length] = 0;
    return length;
}

/// The request's parts, each ending in a NUL: the folder to work in; `NAME=VALUE` for each variable; an empty
/// part; the arguments. Each part's start goes to `parts`; returns how many, or -1 when there are too many.
static int split_request(ssize_t length, const char *parts[], int limit) {
    int count = 0;
    for (ssize_t at = 0; at < length; at += (ssize_t)strlen(request + at) + 1) {
        if (count == limit) return -1;
        parts[count++] = request + at;
    }
    return count;
}

/// Whether every variable can be written where the copy's own environment keeps it: the copy was started with
/// a placeholder at least as long as any value for each, because CoreFoundation reads `HOME` and the `XDG_`
/// folders once, when it loads, and keeps where they were rather than what they said.
static int variables_fit(const char *parts[], int count) {
    for (int index = 1; index < count && parts[index][0] != 0; index += 1) {
        const char *equals = strchr(parts[index], '=');
        if (equals == NULL) return 0;
        char name[256];
        size_t length = (size_t)(equals - parts[index]);
        if (length >= sizeof name) return 0;
        memcpy(name, parts[index], length);
        name[length] = 0;
        const char *placeholder = getenv(name);
        if (placeholder == NULL || strlen(placeholder) < strlen(equals + 1)) return 0;
    }
    return 1;
}

/// libdispatch keeps each thread's id in a thread-local record, which it takes for the owner's id in its locks (the
/// kernel's priority-inheriting futexes) and binds the main queue to: in a forked worker, the main thread's record
/// still holds the copy's id. Darwin's fork calls libdispatch's handler for the child; on Linux libdispatch registers
/// none. This writes the thread's own id into the record, found as the one thread-specific value that points into
/// this thread's static thread-local storage and holds the copy's id, then calls the handler, which binds the main
/// queue again.
void dispatch_atfork_child(void);

static void renew_dispatch_thread_id(pid_t copy) {
    char *thread = __builtin_thread_pointer();
    for (pthread_key_t key = 0; key < PTHREAD_KEYS_MAX; key += 1) {
        char *value = pthread_getspecific(key);
        if (value == NULL || (value > thread ? value - thread : thread - value) > (1 << 20)) continue;
        pid_t *id = (pid_t *)value;
        if (*id != copy) continue;
        *id = gettid();
        dispatch_atfork_child();
        return;
    }
}

/// In the worker: the descriptors in place of standard input, output and error and descriptor 3, the variables
/// written over their placeholders, the folder, and the arguments for Swift's `main`.
static void become_worker(int socket, int descriptors[3], const char *parts[], int count) {
    int high[3];
    for (int index = 0; index < 3; index += 1) {
        high[index] = fcntl(descriptors[index], F_DUPFD, 10);
        close(descriptors[index]);
    }
    close(socket);
    dup2(high[0], 0);
    dup2(high[1], 1);
    dup2(high[1], 2);
    dup2(high[2], 3);
    for (int index = 0; index < 3; index += 1) close(high[index]);
    int index = 1;
    for (; index < count && parts[index][0] != 0; index += 1) {
        const char *equals = strchr(parts[index], '=');
        char name[256];
        memcpy(name, parts[index], (size_t)(equals - parts[index]));
        name[equals - parts[index]] = 0;
        strcpy(getenv(name), equals + 1);
    }
    // A folder that is gone leaves the worker in the copy's, which was the supervisor's when it started the copy.
    (void)chdir(parts[0]);
    int arguments = 0;
    for (index += 1; index < count && arguments < 255; index += 1) forked_arguments[arguments++] = parts[index];
    forked_arguments[arguments] = NULL;
    was_forked = 1;
}

/// Forks a worker whose parent is the supervisor: an intermediate child forks it and ends, so that it is handed
/// to the supervisor, which made itself a subreaper. Returns the worker's pid in the copy, 0 in the worker, and a
/// negative errno when it failed.
static pid_t fork_worker(void) {
    pid_t copy = gettid();
    int link[2];
    if (pipe2(link, O_CLOEXEC) != 0) return -errno;
    pid_t middle = fork();
    if (middle == 0) {
        pid_t worker = fork();
        if (worker == 0) {
            close(link[0]);
            close(link[1]);
            renew_dispatch_thread_id(copy);
            return 0;
        }
        if (worker < 0) worker = -errno;
        ssize_t written = write(link[1], &worker, sizeof worker);
        _exit(written == sizeof worker ? 0 : 1);
    }
    close(link[1]);
    pid_t worker = -ECHILD;
    if (middle < 0) {
        worker = -errno;
    } else {
        ssize_t got;
        do {
            got = read(link[0], &worker, sizeof worker);
        } while (got < 0 && errno == EINTR);
        if (got != sizeof worker) worker = -ECHILD;
        // Once the intermediate child is reaped, the worker is the supervisor's.
        int status;
        while (waitpid(middle, &status, 0) < 0 && errno == EINTR) {}
    }
    close(link[0]);
    return worker;
}

int tapbench_serve_fork_requests(int socket) {
    for (;;) {
        int descriptors[3];
        ssize_t length = receive_request(socket, descriptors);
        if (length == 0) _exit(0);
        if (length < 0) {
            if (errno != EPROTO && errno != E2BIG) _exit(1);
            int32_t refusal = -errno;
            send(socket, &refusal, sizeof refusal, MSG_NOSIGNAL);
            continue;
        }
        const char *parts[512];
        int count = split_request(length, parts, 512);
        pid_t worker;
        if (count < 1 || !variables_fit(parts, count)) {
            worker = -E2BIG;
        } else {
            worker = fork_worker();
            if (worker == 0) {
                become_worker(socket, descriptors, parts, count);
                return 0;
            }
        }
        for (int index = 0; index < 3; index += 1) close(descriptors[index]);
        int32_t answer = worker;
        send(socket, &answer, sizeof answer, MSG_NOSIGNAL);
    }
}

/// Serves when `TAPBENCH_SERVE_FORKS` names the socket to the supervisor: one request at a time, each answered
/// with the new worker's pid, or a negative errno. Ends when the supervisor closes its end.
__attribute__((constructor)) static void tapbench_serve_forks(void) {
    const char *given = getenv("TAPBENCH_SERVE_FORKS");
    if (given == NULL) return;
    int socket = atoi(given);
    unsetenv("TAPBENCH_SERVE_FORKS");
    // The copy was loaded with every symbol bound at once, which no worker then does again; the workers'
    // environment is the supervisor's, without it.
    if (getenv("TAPBENCH_SERVE_FORKS_BOUND") != NULL) {
        unsetenv("LD_BIND_NOW");
        unsetenv("TAPBENCH_SERVE_FORKS_BOUND");
    }
    // The terminal's signals are the supervisor's, as a worker's are; a worker sets its own.
    int terminal[] = {SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU};
    for (size_t index = 0; index < sizeof terminal / sizeof terminal[0]; index += 1) signal(terminal[index], SIG_IGN);
    tapbench_serve_fork_requests(socket);
}

pid_t tapbench_request_fork(int socket, const int descriptors[3], const char *bytes, size_t length) {
    struct iovec part = {.iov_base = (void *)bytes, .iov_len = length};
    union {
        char bytes[CMSG_SPACE(3 * sizeof(int))];
        struct cmsghdr align;
    } control;
    memset(&control, 0, sizeof control);
    struct msghdr message = {.msg_iov = &part, .msg_iovlen = 1, .msg_control = control.bytes, .msg_controllen = sizeof control.bytes};
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(3 * sizeof(int));
    memcpy(CMSG_DATA(header), descriptors, 3 * sizeof(int));
    ssize_t sent;
    do {
        sent = sendmsg(socket, &message, MSG_NOSIGNAL);
    } while (sent < 0 && errno == EINTR);
    if (sent < 0) return -errno;
    int32_t answer;
    ssize_t got;
    do {
        got = recv(socket, &answer, sizeof answer, 0);
    } while (got < 0 && errno == EINTR);
    if (got != sizeof answer) return got < 0 ? -errno : -EPIPE;
    return answer;
}

int tapbench_socketpair_cloexec(int ends[2]) {
    return socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ends);
}

int tapbench_become_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
}
