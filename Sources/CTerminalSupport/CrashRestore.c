// Gives the terminal back when the process dies of a fatal signal (a Swift trap is
// SIGILL on x86_64 and SIGTRAP on arm64; a bad pointer SIGSEGV or SIGBUS; abort()
// SIGABRT). Everything the handler needs is copied into static storage when armed, so
// the handler only calls async-signal-safe functions (write, tcsetattr, raise) and
// neither allocates nor locks.
#define _GNU_SOURCE
#include "CTerminalSupport.h"
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };

// Written only by arm/disarm on the owning thread; `armed` is published last with a
// release store and read with an acquire load, so the handler sees complete data.
static char restore_bytes[CTS_RESTORE_CAPACITY];
static size_t restore_length;
static int restore_output_fd = -1;
static int restore_input_fd = -1;
static struct termios restore_termios;
static int restore_has_termios;
static volatile sig_atomic_t armed;
static int installed;

// A stack of its own, so a stack overflow (SIGSEGV on the guard page) can still run it.
static char alternate_stack[64 * 1024];

static void crash_handler(int signal_number) {
    if (__atomic_load_n(&armed, __ATOMIC_ACQUIRE)) {
        __atomic_store_n(&armed, 0, __ATOMIC_RELAXED);
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

int cts_crash_restore_install(void) {
    if (installed) {
        return 0;
    }
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    if (sigaltstack(&stack, NULL) != 0) {
        return -1;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = crash_handler;
    action.sa_flags = SA_RESETHAND | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (size_t index = 0; index < sizeof crash_signals / sizeof crash_signals[0]; index++) {
        if (sigaction(crash_signals[index], &action, NULL) != 0) {
            return -1;
        }
    }
    installed = 1;
    return 0;
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
