/* migrate.h — versioned schema migrations (perf/schema/NNNN_name.sql).
 *
 * The migrations are compiled into the program (schema_sql.c, generated
 * from perf/schema/ by CMake), applied in order, each in its own
 * transaction, and recorded in schema_version; so `init` on a database of
 * any older version brings it to the newest, and on a current one does
 * nothing. One text serves every engine: @ID@ and @BLOB@ are replaced by
 * the engine's auto-increment key and binary type. */
#ifndef PERF_MIGRATE_H
#define PERF_MIGRATE_H

#include "db.h"

/* The newest schema version this program knows. */
int perf_schema_latest(void);

/* The database's schema version: 0 for an empty database. -1 on error. */
int perf_schema_version(perf_db *db, char *err, size_t errlen);

/* Applies every migration newer than the database's version. Returns the
 * version before (>= 0) or -1; a database newer than this program is an
 * error that says so, and is left untouched. */
int perf_db_migrate(perf_db *db, char *err, size_t errlen);

/* perf_db_migrate up to `version` only (at most the latest): for the
 * benchmarks, which build a database of an older version to measure an
 * older selfprof-perf on it, then migrate it. */
int perf_db_migrate_to(perf_db *db, int version, char *err, size_t errlen);

/* For commands that need a current schema: 0 if the database is at the
 * latest version, else -1 with a message telling to run `init`. */
int perf_db_require_current(perf_db *db, char *err, size_t errlen);

#endif
