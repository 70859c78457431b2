// Typed entry points into Debian's libmicrohttpd for WebUI's server.
//
// MHD_start_daemon takes its options as a variadic list, and MHD_get_daemon_info and
// MHD_set_connection_option are variadic too: Swift cannot call any of them. These
// static inline functions give each use its own signature, and build the loopback
// socket addresses in C, where sockaddr_in and sockaddr_in6 are plain structs.
#ifndef RXMVVM_CMICROHTTPD_SHIM_H
#define RXMVVM_CMICROHTTPD_SHIM_H

#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <sys/eventfd.h>
#include <microhttpd.h>

/// Starts a daemon listening on the loopback address only (127.0.0.1, or ::1 when
/// `ipv6`) at `port` (0: a free one), in external epoll mode with suspend/resume: the
/// caller's own thread drives it with MHD_run. NULL when it cannot listen there.
static inline struct MHD_Daemon *cmhd_start_loopback_daemon(
    int ipv6, uint16_t port,
    MHD_AccessHandlerCallback handler, void *handler_cls,
    MHD_RequestCompletedCallback completed, void *completed_cls,
    unsigned int connection_limit, unsigned int timeout_seconds, size_t memory_limit)
{
    unsigned int flags = MHD_USE_EPOLL | MHD_ALLOW_SUSPEND_RESUME;
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    const struct sockaddr *address;
    if (ipv6) {
        memset(&v6, 0, sizeof v6);
        v6.sin6_family = AF_INET6;
        v6.sin6_port = htons(port);
        v6.sin6_addr = in6addr_loopback;
        address = (const struct sockaddr *) &v6;
        flags |= MHD_USE_IPv6;
    } else {
        memset(&v4, 0, sizeof v4);
        v4.sin_family = AF_INET;
        v4.sin_port = htons(port);
        v4.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address = (const struct sockaddr *) &v4;
    }
    return MHD_start_daemon(flags, port, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
                            MHD_OPTION_END);
}

/// The port the daemon listens on (0 when it cannot tell).
static inline uint16_t cmhd_daemon_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

/// The daemon's epoll descriptor, readable when MHD_run has work (-1 when none).
static inline int cmhd_daemon_epoll_fd(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_EPOLL_FD);
    return info ? info->epoll_fd : -1;
}

/// How long MHD_run may wait, in milliseconds; -1 when it need not wake for a timeout.
static inline long long cmhd_daemon_timeout_ms(struct MHD_Daemon *daemon) {
    MHD_UNSIGNED_LONG_LONG timeout = 0;
    if (MHD_get_timeout(daemon, &timeout) != MHD_YES) return -1;
    return timeout > 0x7fffffff ? 0x7fffffff : (long long) timeout;
}

/// Sets one connection's idle timeout in seconds (0: none).
static inline void cmhd_set_connection_timeout(struct MHD_Connection *connection, unsigned int seconds) {
    MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, seconds);
}

/// A response whose body is a copy of `size` bytes at `data`.
static inline struct MHD_Response *cmhd_response_copying(size_t size, const void *data) {
    return MHD_create_response_from_buffer(size, (void *) data, MHD_RESPMEM_MUST_COPY);
}

/// An eventfd for waking the server thread (non-blocking, close-on-exec); -1 on error.
static inline int cmhd_eventfd(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }

#endif
