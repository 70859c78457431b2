#ifndef CBENCHSUPPORT_H
#define CBENCHSUPPORT_H
#include <stdint.h>
#include <sys/types.h>
/// Number of malloc-family calls made by this process since start (counted only while enabled).
uint64_t cbench_allocation_count(void);
/// Starts or stops counting allocations.
void cbench_count_allocations(int enabled);
/// Prevents the optimizer from removing a value.
void cbench_blackhole(const void *pointer);

/// What `cbench_traced_step` saw.
enum {
    CBENCH_TRACED_RUNNING = 0,  ///< nothing yet (or a stop it let go on)
    CBENCH_TRACED_EXITING = 1,  ///< stopped as it exits: read /proc/PID/status, then `cbench_traced_continue`
    CBENCH_TRACED_ENDED = 2,    ///< ended: its wait status is in `*status`
    CBENCH_TRACED_ERROR = -1,   ///< waitpid failed
};
/// Forks and runs `path` traced (stdin and stderr /dev/null, stdout `stdout_fd`), so that it
/// stops as it exits; its pid, or -1.
pid_t cbench_spawn_traced(const char *path, char *const argv[], char *const envp[], int stdout_fd);
/// Waits (blocking when `block`) for the traced child's next stop or end and lets every
/// stop but its exit go on. `*exec_seen` starts at 0 and is passed back each time (the
/// stop after its exec is seen once); `*status` holds the wait status once it ended.
int cbench_traced_step(pid_t pid, int block, int *exec_seen, int *status);
/// Lets a child stopped as it exits finish.
void cbench_traced_continue(pid_t pid);
#endif
