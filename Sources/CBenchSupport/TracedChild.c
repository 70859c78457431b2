// A child process traced only to be stopped as it exits, so its peak resident set
// (VmHWM in /proc/PID/status) can be read while its memory still exists. `wait4`'s
// ru_maxrss cannot be used for a child started by vfork (posix_spawn) or fork: at exec the
// kernel carries the parent's high-water mark into the child's, so a small program started
// by the bench reads as big as the bench. ptrace is variadic, hence C.
#define _GNU_SOURCE
#include "CBenchSupport.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>

pid_t cbench_spawn_traced(const char *path, char *const argv[], char *const envp[], int stdout_fd) {
    pid_t pid = fork();
    if (pid != 0) return pid;
    // The child: only async-signal-safe calls until execve.
    int null_in = open("/dev/null", O_RDONLY);
    int null_out = open("/dev/null", O_WRONLY);
    if (null_in < 0 || null_out < 0) _exit(127);
    dup2(null_in, 0);
    dup2(stdout_fd, 1);
    dup2(null_out, 2);
    for (int descriptor = 3; descriptor < 1024; descriptor++) close(descriptor);
    if (ptrace(PTRACE_TRACEME, 0, NULL, NULL) != 0) _exit(127);
    execve(path, argv, envp);
    _exit(127);
}

int cbench_traced_step(pid_t pid, int block, int *exec_seen, int *status) {
    int wait_status = 0;
    pid_t waited = waitpid(pid, &wait_status, block ? 0 : WNOHANG);
    if (waited == 0) return CBENCH_TRACED_RUNNING;
    if (waited < 0) return errno == EINTR ? CBENCH_TRACED_RUNNING : CBENCH_TRACED_ERROR;
    if (WIFEXITED(wait_status) || WIFSIGNALED(wait_status)) {
        *status = wait_status;
        return CBENCH_TRACED_ENDED;
    }
    if (!WIFSTOPPED(wait_status)) return CBENCH_TRACED_RUNNING;
    int signal_number = WSTOPSIG(wait_status);
    int event = wait_status >> 16;
    if (signal_number == SIGTRAP && event == PTRACE_EVENT_EXIT) return CBENCH_TRACED_EXITING;
    if (signal_number == SIGTRAP && event == 0 && !*exec_seen) {
        // The stop after its execve: from now on, stop it as it exits, and kill it if
        // the bench goes away.
        *exec_seen = 1;
        ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)(long)(PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL));
        ptrace(PTRACE_CONT, pid, NULL, NULL);
        return CBENCH_TRACED_RUNNING;
    }
    // Any other signal is the program's own: delivered as if nobody traced it.
    ptrace(PTRACE_CONT, pid, NULL, (void *)(long)signal_number);
    return CBENCH_TRACED_RUNNING;
}

void cbench_traced_continue(pid_t pid) {
    ptrace(PTRACE_CONT, pid, NULL, NULL);
}
