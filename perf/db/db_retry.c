/* db_retry.c — see db_retry.h. */
#include "db_retry.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "support/clock.h"

#define FIRST_DELAY_S 0.25
#define MAX_DELAY_S 8.0

void perf_db_retry_init(perf_db_retry *r, const char *url, perf_db *db, const char *who,
                        volatile const int *stop)
{
    memset(r, 0, sizeof *r);
    r->url = url;
    r->db = db;
    r->who = who;
    r->stop = stop;
    r->delay = FIRST_DELAY_S;
}

perf_db *perf_db_retry_get(perf_db_retry *r, int *status, char *err, size_t errlen)
{
    *status = 0;
    if (r->db)
        return r->db;
    int rc = perf_db_open(r->url, 0, &r->db, err, errlen);
    if (rc < 0) {
        r->db = NULL;
        *status = rc;
        return NULL;
    }
    return r->db;
}

/* Sleeps `s` seconds in short steps, ending early on a stop. */
static void nap(const perf_db_retry *r, double s)
{
    double end = sup_now_s() + s;
    while ((!r->stop || !*r->stop) && sup_now_s() < end) {
        struct timespec ts = {0, 50000000L}; /* 50 ms */
        nanosleep(&ts, NULL);
    }
}

void perf_db_retry_patience(perf_db_retry *r, double full_s) { r->full_patience = full_s; }

int perf_db_retry_wait(perf_db_retry *r, int rc, const char *err)
{
    int kind = rc;
    if (kind != PERF_DB_CONNECT && kind != PERF_DB_BUSY && r->db)
        kind = perf_db_status(r->db);
    double now = sup_now_s();
    int full = kind == PERF_DB_FULL && r->full_patience > 0 &&
               (r->down_since == 0 || now - r->down_since < r->full_patience);
    if (kind != PERF_DB_CONNECT && kind != PERF_DB_BUSY && !full)
        return 0;
    if (kind == PERF_DB_CONNECT && r->db) {
        perf_db_close(r->db); /* a new connection on the next get */
        r->db = NULL;
    }
    if (r->down_since == 0)
        r->down_since = now;
    if (!r->said) {
        const char *nl = strchr(err, '\n');
        fprintf(stderr, "selfprof-perf: %s: database %s: %.*s; retrying\n", r->who,
                kind == PERF_DB_CONNECT ? "unreachable"
                : full                  ? "full"
                                        : "locked",
                nl ? (int)(nl - err) : (int)strlen(err), err);
        fflush(stderr);
        r->said = 1;
    }
    nap(r, r->delay);
    r->delay = r->delay * 2 > MAX_DELAY_S ? MAX_DELAY_S : r->delay * 2;
    return 1;
}

void perf_db_retry_ok(perf_db_retry *r)
{
    if (r->said) {
        fprintf(stderr, "selfprof-perf: %s: database back after %.1f s\n", r->who,
                sup_now_s() - r->down_since);
        fflush(stderr);
    }
    r->down_since = 0;
    r->said = 0;
    r->delay = FIRST_DELAY_S;
}

void perf_db_retry_close(perf_db_retry *r)
{
    perf_db_close(r->db);
    r->db = NULL;
}
