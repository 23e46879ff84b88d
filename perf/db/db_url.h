/* db_url.h — reading database URLs: which engine, and the name to show
 * (without a password). Internal to perf/db/. */
#ifndef PERF_DB_URL_H
#define PERF_DB_URL_H

/* 1 if `url` is a PostgreSQL URL (postgres:// or postgresql://). */
int perf_db_url_is_postgres(const char *url);

/* A malloc'd copy of `url` without its password: the ":PASSWORD" of the
 * user part and every "password=..." query parameter are left out, found
 * as libpq finds them (the user part ends at the first '@' before any
 * '/'; a parameter's key is percent-decoded). Any other URL is copied as
 * is. NULL when memory runs out. */
char *perf_db_url_redact(const char *url);

#endif
