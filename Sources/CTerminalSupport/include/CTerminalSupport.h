#ifndef CTERMINALSUPPORT_H
#define CTERMINALSUPPORT_H
#include <stddef.h>
#include <termios.h>

/// The most bytes the crash handler can write to give the terminal back.
#define CTS_RESTORE_CAPACITY 256

/// Installs the handler, once per process, for every signal whose default action ends
/// the process: always for the faults and abort (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT,
/// SIGTRAP, SIGSYS); SIGQUIT unless it is ignored; the others (SIGHUP, SIGINT, SIGTERM,
/// SIGUSR1/2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR,
/// SIGSTKFLT, SIGRTMIN...SIGRTMAX) only while their action is the default, so a signal
/// ignored or handled by someone else keeps that. Covers the calling thread too (see
/// `cts_crash_restore_cover_thread`). Returns 0, or -1 with errno set. The handler does
/// nothing until armed; unarmed, it re-raises the signal with its default action.
int cts_crash_restore_install(void);

/// Gives the calling thread an alternate signal stack (64 KiB and a guard page) unless
/// it has one, so a stack overflow on it (SIGSEGV on its guard page) can still run the
/// handler: call it on every thread that runs code while the terminal is taken over
/// (the thread that runs the main queue). Returns 0, or -1 with errno set. Idempotent.
int cts_crash_restore_cover_thread(void);

/// Whether the handler is the action for `signal_number` now (for tests).
int cts_crash_restore_handles(int signal_number);

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
