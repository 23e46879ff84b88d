/* verbs.h — the verbs of selfprof-perf and what they share.
 *
 * Exit statuses of every verb: 0 success, 1 failure (one line on stderr,
 * "selfprof-perf: ..."), 2 usage error. */
#ifndef PERF_VERBS_H
#define PERF_VERBS_H

#include "../db/db.h"
#include "support/json_buf.h"

enum { PERF_EXIT_OK = 0, PERF_EXIT_FAIL = 1, PERF_EXIT_USAGE = 2 };

/* Each verb: argv[0] is the verb's name. Returns an exit status. */
int cmd_init(int argc, char **argv);
int cmd_artifact(int argc, char **argv);
int cmd_import(int argc, char **argv);
int cmd_queue(int argc, char **argv);
int cmd_collect(int argc, char **argv);
int cmd_status(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_detail(int argc, char **argv);
int cmd_raw(int argc, char **argv);
int cmd_prune(int argc, char **argv);
int cmd_serve(int argc, char **argv);
int cmd_calibrate(int argc, char **argv);
int cmd_report(int argc, char **argv);
int cmd_triage(int argc, char **argv);
int cmd_try(int argc, char **argv);
int cmd_changes(int argc, char **argv);

/* Prints "selfprof-perf: MSG" to stderr; returns PERF_EXIT_FAIL. */
int perf_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Reports a getopt_long failure of `verb` in one line (called with opterr
 * = 0 and an optstring starting with ':'): "option 'X' needs a value" for
 * ':', "bad option 'X'" otherwise. Returns PERF_EXIT_USAGE. */
int perf_option_error(const char *verb, int c, char **argv);

/* Parses the options of a verb whose only options are --db URL and --help
 * (argv[0] is the verb). Returns -1 when the verb goes on, with *db_arg set
 * (NULL if not given) and optind at the first operand; otherwise the exit
 * status to return at once, after printing `help` (--help) or a usage
 * error. */
int perf_parse_db_option(int argc, char **argv, const char *help, const char **db_arg);

/* Opens the database of --db (or the default) and checks its schema is
 * current (unless `migrating`). NULL after printing the error. */
perf_db *perf_open_db(const char *db_arg, int readonly, int migrating);

/* Writes the document in `b` to standard output and frees `b`; `rendered`
 * is what the render/ function that filled it returned (< 0: it failed,
 * out of memory). -1 when rendering or writing failed, else 0. */
int perf_print_document(sup_buf *b, int rendered);

/* How a verb that printed ends: PERF_EXIT_OK; or, when `bad` (a failed
 * perf_print_document) or standard output cannot be flushed, "VERB: cannot
 * write the output" and PERF_EXIT_FAIL. */
int perf_output_done(const char *verb, int bad);

#endif
