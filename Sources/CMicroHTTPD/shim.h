#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <stdint.h>
#include <stdarg.h>
#include <string.h>
#include <microhttpd.h>

/* MHD_start_daemon and MHD_get_daemon_info are C-variadic, which Swift cannot call: these
   wrappers fix the options the MCP server uses. */

/* Starts a daemon on `host` (an IPv4 or IPv6 literal) and `port` (0: any free port), one thread
   per connection; with `tls_key` and `tls_cert` (PEM text, both or neither), over TLS. With a
   `listen_fd` of 0 or more it takes over that listening socket (one `mhd_shim_quiesce` gave up)
   instead of binding `host` and `port`. Returns NULL when the address does not parse or the
   daemon cannot start (also when TLS cannot: the key and certificate are not a PEM pair GnuTLS
   accepts, or the library was built without it). */
static inline struct MHD_Daemon *mhd_shim_start(
    const char *host, uint16_t port, MHD_AccessHandlerCallback handler, void *handler_cls,
    MHD_RequestCompletedCallback completed, void *completed_cls,
    unsigned int connection_timeout, unsigned int connection_limit, unsigned int per_ip_limit,
    size_t connection_memory_limit, const char *tls_key, const char *tls_cert, int listen_fd)
{
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    const struct sockaddr *address;
    /* The inter-thread channel lets the daemon hand its listening socket on (MHD_quiesce_daemon). */
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_ITC;
    memset(&v4, 0, sizeof v4);
    memset(&v6, 0, sizeof v6);
    if (inet_pton(AF_INET, host, &v4.sin_addr) == 1) {
        v4.sin_family = AF_INET;
        v4.sin_port = htons(port);
        address = (const struct sockaddr *)&v4;
    } else if (inet_pton(AF_INET6, host, &v6.sin6_addr) == 1) {
        v6.sin6_family = AF_INET6;
        v6.sin6_port = htons(port);
        address = (const struct sockaddr *)&v6;
        flags |= MHD_USE_IPv6;
    } else {
        return NULL;
    }
    /* The key and certificate, when given, through an option array: one call serves both. */
    struct MHD_OptionItem tls[] = {
        { MHD_OPTION_HTTPS_MEM_KEY, 0, (void *)tls_key },
        { MHD_OPTION_HTTPS_MEM_CERT, 0, (void *)tls_cert },
        { MHD_OPTION_END, 0, NULL },
    };
    struct MHD_OptionItem plain[] = { { MHD_OPTION_END, 0, NULL } };
    int secure = tls_key != NULL && tls_cert != NULL;
    if (secure) {
        flags |= MHD_USE_TLS;
    }
    /* Where it listens: the address, or the socket handed over. */
    struct MHD_OptionItem bind_address[] = {
        { MHD_OPTION_SOCK_ADDR, 0, (void *)address },
        { MHD_OPTION_END, 0, NULL },
    };
    struct MHD_OptionItem take_over[] = {
        { MHD_OPTION_LISTEN_SOCKET, listen_fd, NULL },
        { MHD_OPTION_END, 0, NULL },
    };
    return MHD_start_daemon(
        flags, port, NULL, NULL, handler, handler_cls,
        MHD_OPTION_ARRAY, listen_fd >= 0 ? take_over : bind_address,
        MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
        MHD_OPTION_CONNECTION_TIMEOUT, connection_timeout,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_ip_limit,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, connection_memory_limit,
        MHD_OPTION_ARRAY, secure ? tls : plain,
        MHD_OPTION_END);
}

/* Stops the daemon accepting connections and returns its listening socket (-1 when it had none),
   which a new daemon may take over; the connections it has go on until it is stopped. */
static inline int mhd_shim_quiesce(struct MHD_Daemon *daemon)
{
    MHD_socket socket = MHD_quiesce_daemon(daemon);
    return socket == MHD_INVALID_SOCKET ? -1 : (int)socket;
}

/* How many connections a daemon has. */
static inline unsigned int mhd_shim_connections(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info == NULL ? 0 : info->num_connections;
}

/* The port a daemon listens on (useful after starting on port 0). */
static inline uint16_t mhd_shim_port(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/* The socket of a connection, or -1. */
static inline int mhd_shim_connection_fd(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/* The content reader's end-of-stream and error markers, as plain values. */
static inline ssize_t mhd_shim_end_of_stream(void) { return MHD_CONTENT_READER_END_OF_STREAM; }
static inline ssize_t mhd_shim_end_with_error(void) { return MHD_CONTENT_READER_END_WITH_ERROR; }

#endif
