/* server.c — see server.h. */
#include "server.h"

#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netdb.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../db/migrate.h"
#include "db_conn.h"
#include "door.h"
#include "router.h"
#include "support/files.h"

/* Bytes a connection may use for its request line, headers and buffers:
 * a larger request is answered 431/414 by libmicrohttpd and closed. */
#define CONNECTION_MEMORY (32u << 10)
/* Connections with a request in libmicrohttpd's hands (each carries one
 * request: router.c closes them after the answer), and of those, from one
 * client address (a browser opens six at a time; a reverse proxy in front
 * counts as one client). */
#define CONNECTION_LIMIT 512u
#define PER_CLIENT_LIMIT 32u
/* Connections waiting at the door for their request head (door.h), and of
 * those, from one client address. */
#define WAITING_LIMIT 256u

static void mhd_log(void *cls, const char *fmt, va_list ap)
{
    (void)cls;
    fputs("selfprof-perf serve: ", stderr);
    vfprintf(stderr, fmt, ap); /* libmicrohttpd's lines end in '\n' */
}

/* "HOST:PORT" or "[V6]:PORT" into a socket address. 0 or -1 (err). */
static int parse_listen(const char *s, struct sockaddr_storage *ss, char *host, size_t hostlen,
                        unsigned *port, char *err, size_t errlen)
{
    const char *colon;
    const char *h = s;
    size_t hl;
    if (*s == '[') {
        const char *close = strchr(s, ']');
        if (!close || close[1] != ':')
            goto bad;
        h = s + 1;
        hl = (size_t)(close - h);
        colon = close + 1;
    } else {
        colon = strrchr(s, ':');
        if (!colon)
            goto bad;
        hl = (size_t)(colon - s);
    }
    if (hl == 0 || hl >= hostlen)
        goto bad;
    memcpy(host, h, hl);
    host[hl] = 0;
    char *end;
    errno = 0;
    unsigned long p = strtoul(colon + 1, &end, 10);
    if (!colon[1] || *end || errno || p > 65535 || colon[1] == '-' || colon[1] == '+')
        goto bad;
    *port = (unsigned)p;
    struct addrinfo hints = {0}, *ai;
    hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV;
    hints.ai_socktype = SOCK_STREAM;
    char ps[8];
    snprintf(ps, sizeof ps, "%u", *port);
    if (getaddrinfo(host, ps, &hints, &ai) != 0) {
        snprintf(err, errlen, "--listen '%s': '%s' is not a numeric IPv4 or IPv6 address", s, host);
        return -1;
    }
    memcpy(ss, ai->ai_addr, ai->ai_addrlen);
    freeaddrinfo(ai);
    return 0;
bad:
    snprintf(err, errlen, "--listen '%s': expected HOST:PORT (127.0.0.1:8080, [::1]:8080)", s);
    return -1;
}

int perf_serve_run(const perf_serve_options *o)
{
    char err[1024];
    struct perf_server srv;
    memset(&srv, 0, sizeof srv);
    srv.db_url = perf_db_url_choose(o->db_url);
    srv.tool_timeout = 60;

    struct sockaddr_storage ss;
    char host[64];
    unsigned port;
    if (parse_listen(o->listen ? o->listen : "127.0.0.1:8080", &ss, host, sizeof host, &port, err,
                     sizeof err) < 0) {
        fprintf(stderr, "selfprof-perf: serve: %s\n", err);
        return 2;
    }

    /* Fail at start, not on the first request, when the database is wrong. */
    perf_db *probe = NULL;
    if (perf_db_open(srv.db_url, 1, &probe, err, sizeof err) < 0 ||
        perf_db_require_current(probe, err, sizeof err) < 0) {
        perf_db_close(probe);
        fprintf(stderr, "selfprof-perf: serve: %s\n", err);
        return 1;
    }
    char shown_db[1024]; /* the URL without its password, as every verb shows it */
    snprintf(shown_db, sizeof shown_db, "%s", perf_db_name(probe));
    perf_db_close(probe);

    char web[PATH_MAX];
    if (o->web_dir)
        snprintf(web, sizeof web, "%s", o->web_dir);
    else if (perf_static_locate(web, sizeof web) < 0) {
        fprintf(stderr,
                "selfprof-perf: serve: no web directory next to the program "
                "(installed: ../share/selfprof-perf/web; build tree: perf/web); use --web DIR\n");
        return 1;
    }
    if (perf_static_load(web, &srv.web, err, sizeof err) < 0) {
        fprintf(stderr, "selfprof-perf: serve: %s\n", err);
        return 1;
    }
    if (o->selfprof) {
        /* absolute: it runs in a temporary directory */
        if (!realpath(o->selfprof, srv.selfprof)) {
            fprintf(stderr, "selfprof-perf: serve: --selfprof %s: %s\n", o->selfprof,
                    strerror(errno));
            perf_static_free(&srv.web);
            return 1;
        }
    } else {
        /* selfprof next to this program */
        char *dir = sup_exe_dir();
        if (dir && strlen(dir) + sizeof "/selfprof" <= sizeof srv.selfprof)
            snprintf(srv.selfprof, sizeof srv.selfprof, "%s/selfprof", dir);
        free(dir);
    }
    perf_cache cache;
    perf_db_health health;
    if (perf_db_health_init(&health) != 0) {
        perf_static_free(&srv.web);
        fprintf(stderr, "selfprof-perf: serve: out of memory\n");
        return 1;
    }
    srv.health = &health;
    if (perf_cache_init(&cache) != 0 ||
        pthread_key_create(&srv.db_key, perf_server_db_close) != 0) {
        perf_db_health_destroy(&health);
        perf_static_free(&srv.web);
        fprintf(stderr, "selfprof-perf: serve: out of memory\n");
        return 1;
    }

    /* The workers inherit this mask: only the main thread takes the
     * signals, in sigwait below. */
    /* a shell starts background jobs with SIGINT ignored: take it back */
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);
    srv.cache = &cache;
    signal(SIGPIPE, SIG_IGN);

    const char *shown = o->listen ? o->listen : "127.0.0.1:8080";
    int listen_fd = perf_door_listen((struct sockaddr *)&ss,
                                     ss.ss_family == AF_INET6 ? sizeof(struct sockaddr_in6)
                                                              : sizeof(struct sockaddr_in),
                                     &port, err, sizeof err);
    unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO | MHD_USE_ERROR_LOG |
                     MHD_USE_NO_LISTEN_SOCKET | MHD_USE_ITC;
    struct MHD_Daemon *d = listen_fd < 0
                               ? NULL
                               : MHD_start_daemon(
                                     flags, 0, NULL, NULL, perf_router_handle, &srv,
                                     MHD_OPTION_EXTERNAL_LOGGER, mhd_log, NULL,
                                     MHD_OPTION_UNESCAPE_CALLBACK, perf_router_unescape, NULL,
                                     MHD_OPTION_THREAD_POOL_SIZE, o->threads ? o->threads : 4u,
                                     MHD_OPTION_CONNECTION_LIMIT, CONNECTION_LIMIT,
                                     MHD_OPTION_PER_IP_CONNECTION_LIMIT, PER_CLIENT_LIMIT,
                                     MHD_OPTION_CONNECTION_TIMEOUT, o->timeout ? o->timeout : 10u,
                                     MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)CONNECTION_MEMORY,
                                     MHD_OPTION_END);
    perf_door *door = NULL;
    perf_door_limits lim = {o->timeout ? o->timeout : 10u, WAITING_LIMIT, PER_CLIENT_LIMIT};
    if (listen_fd < 0 || !d || perf_door_start(listen_fd, d, &lim, &door, err, sizeof err) < 0) {
        if (listen_fd < 0)
            fprintf(stderr,
                    "selfprof-perf: serve: cannot listen on %s: %s (address in use or not "
                    "this machine's)\n",
                    shown, err);
        else if (!d)
            fprintf(stderr, "selfprof-perf: serve: cannot start the HTTP server\n");
        else
            fprintf(stderr, "selfprof-perf: serve: cannot start the HTTP server: %s\n", err);
        if (d)
            MHD_stop_daemon(d);
        else if (listen_fd >= 0)
            close(listen_fd);
        pthread_key_delete(srv.db_key);
        perf_cache_destroy(&cache);
        perf_db_health_destroy(&health);
        perf_static_free(&srv.web);
        return 1;
    }
    printf("selfprof-perf serve: listening on http://%s%s%s:%u/ (database %s)\n",
           ss.ss_family == AF_INET6 ? "[" : "", host, ss.ss_family == AF_INET6 ? "]" : "", port,
           shown_db);
    fflush(stdout);

    int sig = 0;
    while (sigwait(&stop, &sig) != 0)
        ;
    fprintf(stderr, "selfprof-perf serve: %s, stopping\n", sig == SIGINT ? "SIGINT" : "SIGTERM");
    perf_door_stop(door); /* no new connections for the workers */
    MHD_stop_daemon(d);   /* joins the workers; their connections close */
    pthread_key_delete(srv.db_key);
    perf_cache_destroy(&cache);
    perf_db_health_destroy(&health);
    perf_static_free(&srv.web);
    return 0;
}
