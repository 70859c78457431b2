// Gives the terminal back when the process dies of a signal: a crash (a Swift trap is
// SIGILL on x86_64 and SIGTRAP on arm64; a bad pointer SIGSEGV or SIGBUS; abort()
// SIGABRT) or any other signal whose default action ends the process (signal(7):
// SIGQUIT, SIGUSR1, SIGALRM, SIGPIPE, ..., the real-time signals). Everything the
// handler needs is copied into static storage when armed, so the handler only calls
// async-signal-safe functions (write, tcsetattr, raise) and neither allocates nor locks.
#define _GNU_SOURCE
#include "CTerminalSupport.h"
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

// Faults and abort(): the process dies of them whatever their disposition, so the
// handler replaces whatever is there (the Swift runtime's backtracer, which would also
// pause for a key on a raw terminal).
static const int fault_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS };

// Signals sent to the process whose default action ends it. Taken over only while
// their action is still the default (SIGPIPE "when it would kill"): a signal someone
// ignores or handles keeps that behaviour. SIGQUIT is taken from the backtracer too,
// unless ignored (a shell starting a background job without job control ignores it).
static const int terminating_signals[] = {
    SIGHUP, SIGINT, SIGTERM, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF,
    SIGXCPU, SIGXFSZ, SIGIO, SIGPWR,
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
};

// Written only by arm/disarm on the owning thread; `armed` is published last with a
// release store and taken with an exchange, so the handler sees complete data and the
// terminal is restored once even when two signals arrive on two threads.
static char restore_bytes[CTS_RESTORE_CAPACITY];
static size_t restore_length;
static int restore_output_fd = -1;
static int restore_input_fd = -1;
static struct termios restore_termios;
static int restore_has_termios;
static volatile sig_atomic_t armed;
static int installed;

// Each thread that may overflow its stack in code that owns the terminal needs a stack
// of its own for the handler (sigaltstack is per thread): without one, the kernel cannot
// run the handler on a SIGSEGV from the guard page and kills the process outright.
#define ALTERNATE_STACK_SIZE (64 * 1024)
static __thread int thread_has_alternate_stack;

static void crash_handler(int signal_number) {
    if (__atomic_exchange_n(&armed, 0, __ATOMIC_ACQUIRE)) {
        int saved_errno = errno;
        size_t offset = 0;
        while (restore_output_fd >= 0 && offset < restore_length) {
            ssize_t written = write(restore_output_fd, restore_bytes + offset, restore_length - offset);
            if (written > 0) {
                offset += (size_t)written;
            } else if (written < 0 && errno == EINTR) {
                continue;
            } else {
                break;
            }
        }
        if (restore_has_termios) {
            (void)tcsetattr(restore_input_fd, TCSAFLUSH, &restore_termios);
        }
        errno = saved_errno;
    }
    // SA_RESETHAND put the default action back: the raised signal is delivered when the
    // handler returns (it is blocked until then) and ends the process as it would have.
    // A fault re-executes the faulting instruction and ends it the same way.
    (void)raise(signal_number);
}

int cts_crash_restore_cover_thread(void) {
    if (thread_has_alternate_stack) {
        return 0;
    }
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE) && current.ss_size >= ALTERNATE_STACK_SIZE) {
        thread_has_alternate_stack = 1;  // someone gave this thread a big enough one
        return 0;
    }
    // A guard page below the stack, so a handler that overflowed it faults instead of
    // writing over other memory. Never unmapped: the thread keeps it until it exits.
    long page = sysconf(_SC_PAGESIZE);
    size_t guard = page > 0 ? (size_t)page : 4096;
    char *memory = mmap(NULL, guard + ALTERNATE_STACK_SIZE, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (memory == MAP_FAILED) {
        return -1;
    }
    (void)mprotect(memory, guard, PROT_NONE);
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = memory + guard;
    stack.ss_size = ALTERNATE_STACK_SIZE;
    if (sigaltstack(&stack, NULL) != 0) {
        int saved_errno = errno;
        (void)munmap(memory, guard + ALTERNATE_STACK_SIZE);
        errno = saved_errno;
        return -1;
    }
    thread_has_alternate_stack = 1;
    return 0;
}

// Takes `signal_number` over unless its current action is to be kept: ignored (for
// every signal but the faults), or any handler at all (for `only_default`).
static int take_over(int signal_number, const struct sigaction *action, int only_default) {
    struct sigaction current;
    if (sigaction(signal_number, NULL, &current) != 0) {
        return -1;
    }
    if (current.sa_handler == SIG_IGN && !(current.sa_flags & SA_SIGINFO)) {
        return 0;
    }
    if (only_default && (current.sa_handler != SIG_DFL || (current.sa_flags & SA_SIGINFO))) {
        return 0;
    }
    return sigaction(signal_number, action, NULL);
}

int cts_crash_restore_install(void) {
    if (cts_crash_restore_cover_thread() != 0) {
        return -1;
    }
    if (installed) {
        return 0;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = crash_handler;
    action.sa_flags = SA_RESETHAND | SA_ONSTACK;
    // Nothing else interrupts the restore; a second signal waits, then finds the
    // process already ending.
    sigfillset(&action.sa_mask);
    for (size_t index = 0; index < sizeof fault_signals / sizeof fault_signals[0]; index++) {
        if (sigaction(fault_signals[index], &action, NULL) != 0) {
            return -1;
        }
    }
    if (take_over(SIGQUIT, &action, 0) != 0) {
        return -1;
    }
    for (size_t index = 0; index < sizeof terminating_signals / sizeof terminating_signals[0]; index++) {
        if (take_over(terminating_signals[index], &action, 1) != 0) {
            return -1;
        }
    }
    for (int signal_number = SIGRTMIN; signal_number <= SIGRTMAX; signal_number++) {
        if (take_over(signal_number, &action, 1) != 0) {
            return -1;
        }
    }
    installed = 1;
    return 0;
}

int cts_crash_restore_handles(int signal_number) {
    struct sigaction current;
    if (sigaction(signal_number, NULL, &current) != 0) {
        return 0;
    }
    return !(current.sa_flags & SA_SIGINFO) && current.sa_handler == crash_handler;
}

void cts_crash_restore_arm(int output_fd, const char *bytes, size_t length, int input_fd, const struct termios *saved) {
    __atomic_store_n(&armed, 0, __ATOMIC_RELEASE);
    if (length > CTS_RESTORE_CAPACITY) {
        length = CTS_RESTORE_CAPACITY;
    }
    if (bytes != NULL && length > 0) {
        memcpy(restore_bytes, bytes, length);
    } else {
        length = 0;
    }
    restore_length = length;
    restore_output_fd = output_fd;
    restore_input_fd = input_fd;
    restore_has_termios = saved != NULL;
    if (saved != NULL) {
        restore_termios = *saved;
    }
    __atomic_store_n(&armed, 1, __ATOMIC_RELEASE);
}

void cts_crash_restore_disarm(void) {
    __atomic_store_n(&armed, 0, __ATOMIC_RELEASE);
}

int cts_crash_restore_is_armed(void) {
    return __atomic_load_n(&armed, __ATOMIC_ACQUIRE) ? 1 : 0;
}
