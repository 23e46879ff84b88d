/* door.h — the server's front door: one thread that accepts every
 * connection itself and hands it to libmicrohttpd only once the request
 * head (request line and headers) has arrived whole and passed a few
 * checks libmicrohttpd 0.9.75 gets wrong (an invalid Content-Length
 * answered with its status line and headers twice; hundreds of query
 * parameters exhausting the connection's memory pool, after which the
 * connection hangs until the idle timeout; a raw NUL byte in the path or a
 * header value, which ends the C string libmicrohttpd hands on, so that
 * "GET /index.html\0../x" was served as /index.html: a 400).
 *
 * Why a door in front of libmicrohttpd: its idle timeout is reset by every
 * byte, so a client trickling one header line every few seconds held a
 * worker's connection slot for ever, and 520 of them starved everyone. A
 * connection waiting at the door costs no worker and no slot of
 * libmicrohttpd's, and the door enforces what libmicrohttpd cannot:
 *   - a total head deadline: the whole head within `head_timeout` seconds
 *     of connecting, however the bytes trickle in;
 *   - a limit of waiting connections per client address (`per_client`);
 *   - room kept for new clients: when `max_waiting` connections wait, a
 *     new one closes the one that has waited longest (a real client's head
 *     arrives in milliseconds, so the longest waiting are the slow ones).
 * Every response says "Connection: close" (router.c), so each request
 * comes through the door, keep-alive cannot carry a trickle past it.
 * Refusals the door answers itself are one JSON error, as the router's. */
#ifndef PERF_SERVE_DOOR_H
#define PERF_SERVE_DOOR_H

#include <stddef.h>
#include <sys/socket.h>

struct MHD_Daemon;
typedef struct perf_door perf_door;

/* The largest request head the door reads (bytes); a larger one is a 431. */
#define PERF_DOOR_HEAD_MAX (16u << 10)
/* The most query parameters a request may carry (the widest route takes
 * 10); more is a 400 before libmicrohttpd parses them. */
#define PERF_DOOR_PARAMS_MAX 64u

typedef struct perf_door_limits {
    unsigned head_timeout; /* seconds from accept to the end of the head */
    unsigned max_waiting;  /* connections waiting for their head, at most */
    unsigned per_client;   /* of those, from one client address */
} perf_door_limits;

/* A listening TCP socket on addr (non-blocking, SO_REUSEADDR); *port is
 * the port it got (port 0 asks for a free one). The descriptor, or -1 with
 * err. */
int perf_door_listen(const struct sockaddr *addr, socklen_t len, unsigned *port, char *err,
                     size_t errlen);

/* Starts the door's thread on listen_fd (which it then owns), handing
 * accepted connections to d, a daemon started with
 * MHD_USE_NO_LISTEN_SOCKET. 0 and *out, or -1 with err (listen_fd closed). */
int perf_door_start(int listen_fd, struct MHD_Daemon *d, const perf_door_limits *lim,
                    perf_door **out, char *err, size_t errlen);

/* Stops the thread, closes the listening socket and every connection
 * still waiting at the door. Call before MHD_stop_daemon. NULL is allowed. */
void perf_door_stop(perf_door *door);

#endif
