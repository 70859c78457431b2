#ifndef CTERMINALSUPPORT_H
#define CTERMINALSUPPORT_H
#include <stddef.h>
#include <termios.h>

/// The most bytes the crash handler can write to give the terminal back.
#define CTS_RESTORE_CAPACITY 256

/// Installs the crash handler for SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT and SIGTRAP,
/// once per process, with an alternate signal stack for the calling thread (call it on
/// the main thread). Returns 0, or -1 with errno set. The handler does nothing until armed.
int cts_crash_restore_install(void);

/// Arms the handler: on a crash it writes `bytes` (at most CTS_RESTORE_CAPACITY; copied
/// now) to `output_fd` when that is >= 0 and `length` > 0, then puts `saved` back on
/// `input_fd` with tcsetattr when `saved` is not NULL (copied now). Call while no crash
/// handler runs (from the thread that owns the terminal); never allocates.
void cts_crash_restore_arm(int output_fd, const char *bytes, size_t length, int input_fd, const struct termios *saved);

/// Disarms the handler (the terminal was given back normally).
void cts_crash_restore_disarm(void);

/// Whether the handler is armed (for tests).
int cts_crash_restore_is_armed(void);

#endif
