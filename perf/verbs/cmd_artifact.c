/* cmd_artifact.c — `selfprof-perf artifact add|list`: compiler builds under
 * a name. An artifact records the compiler's absolute path, its kind
 * (rustc, gcc or clang, from what it says of itself), its version line, the
 * cargo that drives it (rustc only: rustup's cargo cannot drive rustc 1.63,
 * Debian's can), a date that orders the history, and a parent. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../catalog/catalog.h"
#include "support/child.h"
#include "support/files.h"
#include "verbs.h"

static const char HELP[] =
    "Usage: selfprof-perf artifact add NAME (--rustc PATH [--cargo PATH] | --cc PATH)\n"
    "                                  [--date ISO8601] [--parent NAME] [--db URL]\n"
    "       selfprof-perf artifact list [--db URL]\n\n"
    "add: records a compiler build under NAME (a commit, a release, a local\n"
    "build). PATH may be a command name found in PATH. --rustc takes a rustc\n"
    "(its cargo defaults to the cargo next to it); --cc a gcc or clang (which\n"
    "one is read from its --version). The version line is recorded.\n"
    "  --date ISO8601  orders the history (default: now, UTC)\n"
    "  --parent NAME   the artifact this one is compared with by default\n"
    "list: one line per artifact, newest date first (of one date, the last added\n"
    "first; the dashboard's order): name, kind, date, parent, version.\n";

/* Absolute path of `cmd` (a path, or a name looked up in PATH) if it is an
 * executable file; malloc'd, or NULL. Symbolic links are kept, not
 * resolved: rustup's proxies are links to rustup that act on their name. */
static char *absolute(const char *path)
{
    char cwd[PATH_MAX], buf[PATH_MAX];
    if (path[0] == '/')
        return strdup(path);
    if (!getcwd(cwd, sizeof cwd) ||
        snprintf(buf, sizeof buf, "%s/%s", cwd, path) >= (int)sizeof buf)
        return NULL;
    return strdup(buf);
}

static char *resolve(const char *cmd)
{
    if (strchr(cmd, '/'))
        return access(cmd, X_OK) == 0 ? absolute(cmd) : NULL;
    char *found = sup_which(cmd, getenv("PATH"));
    char *abs = found ? absolute(found) : NULL;
    free(found);
    return abs;
}

/* Runs `prog arg` (stdin from /dev/null, stdout and stderr into a file of
 * a temporary directory) and returns the first line of
 * its output in `line`; 0, or -1 when it cannot run or exits non-zero. */
static int first_line(const char *prog, const char *arg, char *line, size_t n)
{
    char dir[PATH_MAX], out[PATH_MAX + 16], err[PATH_MAX + 64];
    line[0] = '\0';
    if (sup_temp_dir("selfprof-perf-artifact", dir, sizeof dir, err, sizeof err) < 0)
        return -1;
    snprintf(out, sizeof out, "%s/out", dir);
    char *argv[] = {(char *)prog, (char *)arg, NULL};
    sup_child_spec s = {.argv = argv,
                        .path = prog,
                        .stdin_path = "/dev/null",
                        .stdout_path = out,
                        .stderr_path = out};
    sup_child_result r;
    int ran = sup_child_run(&s, 0, &r, err, sizeof err) == 0;
    FILE *f = ran ? fopen(out, "r") : NULL;
    if (f) {
        if (!fgets(line, (int)n, f))
            line[0] = '\0';
        fclose(f);
    }
    sup_remove_tree(dir);
    line[strcspn(line, "\n")] = '\0';
    return ran && !r.timed_out && sup_child_succeeded(r.status) && line[0] ? 0 : -1;
}

/* ISO 8601 as `--date` accepts it: YYYY-MM-DD, optionally THH:MM[:SS] and Z. */
static int valid_date(const char *s)
{
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    const char *end = strptime(s, "%Y-%m-%d", &tm);
    if (end && *end == 'T') {
        const char *t = strptime(end + 1, "%H:%M:%S", &tm);
        end = t ? t : strptime(end + 1, "%H:%M", &tm);
    }
    if (end && *end == 'Z')
        end++;
    return end && *end == '\0';
}

typedef struct {
    const char *name, *rustc, *cargo, *cc, *date, *parent;
} add_args;

/* The id of the artifact `name`: > 0, 0 when there is none, or -1 with err. */
static int64_t artifact_id(perf_db *db, const char *name, char *err, size_t n)
{
    perf_artifact art;
    int r = perf_artifact_find(db, name, &art, err, n);
    int64_t id = r > 0 ? art.id : r;
    perf_artifact_clear(&art);
    return id;
}

static int insert(perf_db *db, const add_args *a, const char *kind, char *compiler, char *cargo,
                  char *version, int64_t parent)
{
    char err[512], now[32];
    time_t t = time(NULL);
    strftime(now, sizeof now, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
    perf_artifact art = {.name = (char *)a->name,
                         .kind = (char *)kind,
                         .compiler = compiler,
                         .cargo = cargo,
                         .version = version,
                         .date = (char *)(a->date ? a->date : now),
                         .added_at = now,
                         .parent_id = parent};
    if (perf_artifact_add(db, &art, err, sizeof err) < 0)
        return perf_fail("%s", err);
    printf("artifact %s: %s %s (%s)\n", a->name, kind, compiler, version);
    return PERF_EXIT_OK;
}

static int add(perf_db *db, const add_args *a)
{
    char err[512], version[512];
    if (!a->rustc == !a->cc)
        return perf_fail("artifact add %s: give exactly one of --rustc PATH and --cc PATH",
                         a->name);
    if (a->cargo && !a->rustc)
        return perf_fail("artifact add %s: --cargo goes with --rustc", a->name);
    if (a->date && !valid_date(a->date))
        return perf_fail(
            "artifact add %s: --date '%s' is not ISO 8601 (YYYY-MM-DD[THH:MM[:SS]][Z])", a->name,
            a->date);
    const char *given = a->rustc ? a->rustc : a->cc;
    char *compiler = resolve(given), *cargo = NULL;
    int rc = PERF_EXIT_FAIL;
    const char *kind;
    int64_t parent = 0;
    if (!compiler) {
        perf_fail("artifact add %s: compiler '%s' not found or not executable", a->name, given);
        goto out;
    }
    if (first_line(compiler, a->rustc ? "-vV" : "--version", version, sizeof version) < 0) {
        perf_fail("artifact add %s: '%s %s' failed: is it a compiler?", a->name, compiler,
                  a->rustc ? "-vV" : "--version");
        goto out;
    }
    if (a->rustc) {
        kind = "rustc";
        if (strncmp(version, "rustc ", 6) != 0) {
            perf_fail("artifact add %s: '%s' says '%s', not a rustc", a->name, compiler, version);
            goto out;
        }
        if (a->cargo) {
            cargo = resolve(a->cargo);
        } else {
            /* The cargo next to rustc: the toolchain's own. */
            char near[PATH_MAX];
            snprintf(near, sizeof near, "%.*s/cargo", (int)(strrchr(compiler, '/') - compiler),
                     compiler);
            cargo = resolve(near);
        }
        if (!cargo) {
            perf_fail("artifact add %s: no cargo %s%s (give --cargo PATH)", a->name,
                      a->cargo ? "at " : "next to ", a->cargo ? a->cargo : compiler);
            goto out;
        }
    } else {
        kind = strstr(version, "clang")                           ? "clang"
               : strstr(version, "gcc") || strstr(version, "GCC") ? "gcc"
                                                                  : NULL;
        if (!kind) {
            perf_fail("artifact add %s: '%s' says '%s', neither gcc nor clang", a->name, compiler,
                      version);
            goto out;
        }
    }
    int64_t exists = artifact_id(db, a->name, err, sizeof err);
    if (exists != 0) {
        if (exists < 0)
            perf_fail("%s", err);
        else
            perf_fail("artifact add: '%s' exists already; pick another name", a->name);
        goto out;
    }
    if (a->parent && (parent = artifact_id(db, a->parent, err, sizeof err)) <= 0) {
        if (parent < 0)
            perf_fail("%s", err);
        else
            perf_fail("artifact add %s: parent '%s' is not an artifact (see 'artifact list')",
                      a->name, a->parent);
        goto out;
    }
    rc = insert(db, a, kind, compiler, cargo, version, parent);
out:
    free(compiler);
    free(cargo);
    return rc;
}

/* One line per artifact, in the catalog's order (the pages' too). */
static int list(perf_db *db)
{
    char err[512];
    perf_artifact *arts;
    size_t n;
    if (perf_artifact_list(db, &arts, &n, err, sizeof err) < 0)
        return perf_fail("%s", err);
    for (size_t i = 0; i < n; i++)
        printf("%s\t%s\t%s\t%s\t%s\n", arts[i].name, arts[i].kind, arts[i].date,
               arts[i].parent ? arts[i].parent : "-", arts[i].version);
    perf_artifact_list_free(arts, n);
    return PERF_EXIT_OK;
}

int cmd_artifact(int argc, char **argv)
{
    static const struct option LONG[] = {
        {"db", required_argument, 0, 'd'},    {"rustc", required_argument, 0, 'r'},
        {"cargo", required_argument, 0, 'c'}, {"cc", required_argument, 0, 'C'},
        {"date", required_argument, 0, 't'},  {"parent", required_argument, 0, 'p'},
        {"help", no_argument, 0, 'h'},        {0, 0, 0, 0}};
    add_args a = {0};
    const char *db_arg = NULL;
    int c;
    optind = 1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":h", LONG, NULL)) != -1) {
        switch (c) {
        case 'h': fputs(HELP, stdout); return PERF_EXIT_OK;
        case 'd': db_arg = optarg; break;
        case 'r': a.rustc = optarg; break;
        case 'c': a.cargo = optarg; break;
        case 'C': a.cc = optarg; break;
        case 't': a.date = optarg; break;
        case 'p': a.parent = optarg; break;
        default: return perf_option_error("artifact", c, argv);
        }
    }
    const char *sub = optind < argc ? argv[optind] : NULL;
    int is_add = sub && strcmp(sub, "add") == 0, is_list = sub && strcmp(sub, "list") == 0;
    if (!is_add && !is_list) {
        fputs("selfprof-perf: artifact: say 'add NAME ...' or 'list' (try --help)\n", stderr);
        return PERF_EXIT_USAGE;
    }
    if ((is_add && optind + 2 != argc) || (is_list && optind + 1 != argc)) {
        fputs(is_add ? "selfprof-perf: artifact add: give one NAME\n"
                     : "selfprof-perf: artifact list: takes no argument\n",
              stderr);
        return PERF_EXIT_USAGE;
    }
    perf_db *db = perf_open_db(db_arg, is_list, 0);
    if (!db)
        return PERF_EXIT_FAIL;
    a.name = is_add ? argv[optind + 1] : NULL;
    int rc = is_add ? add(db, &a) : list(db);
    perf_db_close(db);
    return rc;
}
