/* door.c — see door.h. One thread, one epoll set: the listening socket,
 * an eventfd that stops the thread, and the connections waiting for their
 * head, edge-triggered (their bytes are only peeked at, so a level-
 * triggered set would report them readable again at once). A connection
 * leaves the door one of three ways: handed to libmicrohttpd with its
 * bytes still unread, answered with one JSON error and closed, or closed
 * (its head took too long, its client has too many waiting, or room was
 * needed). */
#include "door.h"

#include <errno.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <microhttpd.h>

#include "support/clock.h"

#define TICK_MS 100 /* how often deadlines are looked at */
#define ACCEPT_BATCH 64
_Static_assert(offsetof(struct sockaddr_in, sin_port) == offsetof(struct sockaddr_in6, sin6_port),
               "perf_door_listen reads the port of either family at one place");
#define STOP_TAG UINT32_MAX
#define LISTEN_TAG (UINT32_MAX - 1)

typedef struct waiting {
    int fd; /* -1: a free slot */
    struct sockaddr_storage addr;
    socklen_t addrlen;
    int64_t since_ms;
} waiting;

struct perf_door {
    pthread_t thread;
    int listen_fd, ep, stop_fd;
    struct MHD_Daemon *daemon;
    perf_door_limits lim;
    waiting *slots; /* lim.max_waiting of them */
    char *peek;     /* PERF_DOOR_HEAD_MAX bytes */
};

/* Milliseconds of CLOCK_MONOTONIC (support's clock). */
static int64_t now_ms(void) { return (int64_t)(sup_now_s() * 1000); }

int perf_door_listen(const struct sockaddr *addr, socklen_t len, unsigned *port, char *err,
                     size_t errlen)
{
    int fd = socket(addr->sa_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    int one = 1;
    struct sockaddr_storage got = {0};
    socklen_t gotlen = sizeof got;
    if (fd < 0 || setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) < 0 ||
        (addr->sa_family == AF_INET6 &&
         setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &one, sizeof one) < 0) ||
        bind(fd, addr, len) < 0 || listen(fd, 511) < 0 ||
        getsockname(fd, (struct sockaddr *)&got, &gotlen) < 0) {
        snprintf(err, errlen, "%s", strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    /* the port is at the same place in both families' addresses */
    in_port_t p;
    memcpy(&p, (const char *)&got + offsetof(struct sockaddr_in, sin_port), sizeof p);
    *port = ntohs(p);
    return fd;
}

/* 1 when a and b are the same client address (the port aside). */
static int same_client(const struct sockaddr_storage *a, const struct sockaddr_storage *b)
{
    if (a->ss_family != b->ss_family)
        return 0;
    if (a->ss_family == AF_INET)
        return ((const struct sockaddr_in *)a)->sin_addr.s_addr ==
               ((const struct sockaddr_in *)b)->sin_addr.s_addr;
    if (a->ss_family == AF_INET6)
        return memcmp(&((const struct sockaddr_in6 *)a)->sin6_addr,
                      &((const struct sockaddr_in6 *)b)->sin6_addr, sizeof(struct in6_addr)) == 0;
    return 0;
}

/* Closes w. What it sent is read first: closing a socket with unread
 * bytes resets the connection, and the client would not see an answer. */
static void drop(perf_door *door, waiting *w)
{
    (void)!recv(w->fd, door->peek, PERF_DOOR_HEAD_MAX, MSG_DONTWAIT);
    epoll_ctl(door->ep, EPOLL_CTL_DEL, w->fd, NULL);
    close(w->fd);
    w->fd = -1;
}

/* Answers one JSON error (400, 408 or 431) and closes. */
static void refuse(perf_door *door, waiting *w, unsigned status, const char *reason)
{
    const char *text = status == 408   ? "Request Timeout"
                       : status == 431 ? "Request Header Fields Too Large"
                                       : "Bad Request";
    char body[256], msg[512];
    int blen = snprintf(body, sizeof body, "{\"error\":\"%s\",\"status\":%u}", reason, status);
    int mlen = snprintf(msg, sizeof msg,
                        "HTTP/1.1 %u %s\r\nConnection: close\r\nContent-Type: application/json\r\n"
                        "X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n"
                        "Content-Length: %d\r\n\r\n%s",
                        status, text, blen, body);
    (void)!recv(w->fd, door->peek, PERF_DOOR_HEAD_MAX, MSG_DONTWAIT);
    (void)!send(w->fd, msg, (size_t)mlen, MSG_DONTWAIT | MSG_NOSIGNAL);
    shutdown(w->fd, SHUT_WR);
    drop(door, w);
}

/* The value of a header line "Name: value" when its name is `name`
 * (case-insensitive), trimmed of spaces and tabs; NULL otherwise. */
static const char *header_value(const char *line, const char *end, const char *name, size_t *vlen)
{
    size_t n = strlen(name);
    if ((size_t)(end - line) <= n || strncasecmp(line, name, n) != 0 || line[n] != ':')
        return NULL;
    const char *v = line + n + 1;
    while (v < end && (*v == ' ' || *v == '\t'))
        v++;
    const char *e = end;
    while (e > v && (e[-1] == ' ' || e[-1] == '\t'))
        e--;
    *vlen = (size_t)(e - v);
    return v;
}

/* The answer the door gives to a request head (its first `len` bytes, up
 * to and including the blank line): NULL when it may go on to
 * libmicrohttpd, else the reason for a 400 (a static string). */
static const char *check_head(const char *head, size_t len)
{
    const char *end = head + len;
    /* libmicrohttpd reads the path and the header values as C strings: a
     * NUL would end them early ("GET /index.html\0../x" served
     * /index.html), so what the router checks is not what was sent */
    if (memchr(head, 0, len))
        return "a NUL byte in the request head";
    const char *eol = memchr(head, '\n', len);
    if (!eol)
        return NULL; /* not a head: libmicrohttpd says what is wrong */
    /* the request line's query: one parameter more than its '&'s */
    const char *q = memchr(head, '?', (size_t)(eol - head));
    if (q) {
        unsigned params = 1;
        for (const char *p = q; p < eol && *p != ' '; p++)
            params += *p == '&';
        if (params > PERF_DOOR_PARAMS_MAX)
            return "too many query parameters";
    }
    const char *cl = NULL;
    size_t cllen = 0;
    for (const char *line = eol + 1; line < end;) {
        const char *nl = memchr(line, '\n', (size_t)(end - line));
        const char *le = nl ? nl : end;
        if (le > line && le[-1] == '\r')
            le--;
        size_t vlen;
        const char *v = header_value(line, le, "Content-Length", &vlen);
        if (v) {
            /* 1 to 18 digits (it fits an int64), one value */
            int ok = vlen >= 1 && vlen <= 18;
            for (size_t i = 0; ok && i < vlen; i++)
                ok = v[i] >= '0' && v[i] <= '9';
            if (!ok || (cl && (cllen != vlen || memcmp(cl, v, vlen) != 0)))
                return "invalid Content-Length";
            cl = v;
            cllen = vlen;
        }
        if (!nl)
            break;
        line = nl + 1;
    }
    return NULL;
}

/* Where the head ends (just after its blank line) in buf[0..n), or 0. */
static size_t head_end(const char *buf, size_t n)
{
    for (size_t i = 0; i + 1 < n; i++) {
        if (buf[i] != '\n')
            continue;
        if (buf[i + 1] == '\n')
            return i + 2;
        if (i + 2 < n && buf[i + 1] == '\r' && buf[i + 2] == '\n')
            return i + 3;
    }
    return 0;
}

/* Looks at what w has sent so far: its head whole goes on (or is
 * refused), a closed or failed connection is dropped, else it waits. */
static void examine(perf_door *door, waiting *w)
{
    ssize_t n = recv(w->fd, door->peek, PERF_DOOR_HEAD_MAX, MSG_PEEK | MSG_DONTWAIT);
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
        return;
    if (n <= 0) {
        drop(door, w);
        return;
    }
    size_t end = head_end(door->peek, (size_t)n);
    if (!end) {
        if ((size_t)n >= PERF_DOOR_HEAD_MAX)
            refuse(door, w, 431, "request head too large");
        return;
    }
    const char *why = check_head(door->peek, end);
    if (why) {
        refuse(door, w, 400, why);
        return;
    }
    epoll_ctl(door->ep, EPOLL_CTL_DEL, w->fd, NULL);
    /* libmicrohttpd closes the socket itself when it cannot take it (its
     * connection limits) */
    (void)MHD_add_connection(door->daemon, w->fd, (const struct sockaddr *)&w->addr, w->addrlen);
    w->fd = -1;
}

/* Takes the connections the listening socket has, at most ACCEPT_BATCH
 * of them, so that a flood of connections does not keep the door from the
 * heads of those already waiting. */
static void accept_some(perf_door *door)
{
    for (unsigned k = 0; k < ACCEPT_BATCH; k++) {
        struct sockaddr_storage addr = {0};
        socklen_t alen = sizeof addr;
        int fd = accept4(door->listen_fd, (struct sockaddr *)&addr, &alen,
                         SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) {
            if (errno == EINTR || errno == ECONNABORTED)
                continue;
            return; /* EAGAIN, or out of descriptors: the next tick tries again */
        }
        waiting *free_slot = NULL, *oldest = NULL;
        unsigned same = 0;
        for (unsigned i = 0; i < door->lim.max_waiting; i++) {
            waiting *w = &door->slots[i];
            if (w->fd < 0) {
                free_slot = free_slot ? free_slot : w;
                continue;
            }
            same += same_client(&w->addr, &addr) ? 1u : 0u;
            if (!oldest || w->since_ms < oldest->since_ms)
                oldest = w;
        }
        if (same >= door->lim.per_client || (!free_slot && !oldest)) {
            close(fd);
            continue;
        }
        if (!free_slot) {
            /* room for the newcomer: the longest waiting goes, unless its
             * head came in since it was last looked at */
            examine(door, oldest);
            if (oldest->fd >= 0)
                drop(door, oldest);
            free_slot = oldest;
        }
        waiting *w = free_slot;
        struct epoll_event ev = {.events = EPOLLIN | EPOLLRDHUP | EPOLLET,
                                 .data.u32 = (uint32_t)(w - door->slots)};
        if (epoll_ctl(door->ep, EPOLL_CTL_ADD, fd, &ev) < 0) {
            close(fd);
            continue;
        }
        w->fd = fd;
        w->addr = addr;
        w->addrlen = alen;
        w->since_ms = now_ms();
        /* bytes that came with the connection were reported by the ADD */
    }
}

static void *door_main(void *arg)
{
    perf_door *door = arg;
    int64_t next_sweep = now_ms() + TICK_MS;
    for (;;) {
        struct epoll_event evs[64];
        int n = epoll_wait(door->ep, evs, 64, TICK_MS);
        int listen_ready = 0;
        /* the heads that came in first, then new connections */
        for (int i = 0; i < n; i++) {
            uint32_t tag = evs[i].data.u32;
            if (tag == STOP_TAG)
                return NULL;
            if (tag == LISTEN_TAG)
                listen_ready = 1;
            else if (door->slots[tag].fd >= 0)
                examine(door, &door->slots[tag]);
        }
        if (listen_ready)
            accept_some(door);
        int64_t now = now_ms();
        if (now < next_sweep)
            continue;
        next_sweep = now + TICK_MS;
        int64_t limit = (int64_t)door->lim.head_timeout * 1000;
        for (unsigned i = 0; i < door->lim.max_waiting; i++)
            if (door->slots[i].fd >= 0 && now - door->slots[i].since_ms > limit)
                refuse(door, &door->slots[i], 408, "request head not complete in time");
        accept_some(door); /* after running out of descriptors */
    }
}

int perf_door_start(int listen_fd, struct MHD_Daemon *d, const perf_door_limits *lim,
                    perf_door **out, char *err, size_t errlen)
{
    perf_door *door = calloc(1, sizeof *door);
    if (door)
        door->ep = door->stop_fd = -1;
    if (!door || !(door->slots = calloc(lim->max_waiting, sizeof *door->slots)) ||
        !(door->peek = malloc(PERF_DOOR_HEAD_MAX))) {
        snprintf(err, errlen, "out of memory");
        goto fail;
    }
    for (unsigned i = 0; i < lim->max_waiting; i++)
        door->slots[i].fd = -1;
    door->listen_fd = listen_fd;
    door->daemon = d;
    door->lim = *lim;
    door->ep = epoll_create1(EPOLL_CLOEXEC);
    door->stop_fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    struct epoll_event lev = {.events = EPOLLIN, .data.u32 = LISTEN_TAG};
    struct epoll_event sev = {.events = EPOLLIN, .data.u32 = STOP_TAG};
    if (door->ep < 0 || door->stop_fd < 0 ||
        epoll_ctl(door->ep, EPOLL_CTL_ADD, listen_fd, &lev) < 0 ||
        epoll_ctl(door->ep, EPOLL_CTL_ADD, door->stop_fd, &sev) < 0) {
        snprintf(err, errlen, "%s", strerror(errno));
        goto fail;
    }
    int rc = pthread_create(&door->thread, NULL, door_main, door);
    if (rc != 0) {
        snprintf(err, errlen, "%s", strerror(rc));
        goto fail;
    }
    *out = door;
    return 0;
fail:
    if (door) {
        if (door->ep >= 0)
            close(door->ep);
        if (door->stop_fd >= 0)
            close(door->stop_fd);
        free(door->slots);
        free(door->peek);
        free(door);
    }
    close(listen_fd);
    return -1;
}

void perf_door_stop(perf_door *door)
{
    if (!door)
        return;
    uint64_t one = 1;
    (void)!write(door->stop_fd, &one, sizeof one);
    pthread_join(door->thread, NULL);
    for (unsigned i = 0; i < door->lim.max_waiting; i++)
        if (door->slots[i].fd >= 0)
            close(door->slots[i].fd);
    close(door->listen_fd);
    close(door->ep);
    close(door->stop_fd);
    free(door->slots);
    free(door->peek);
    free(door);
}
