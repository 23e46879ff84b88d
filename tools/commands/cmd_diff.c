/* cmd_diff.c — `selfprof diff BASE NEW`: what changed between two builds,
 * per query/activity. The computation is selfprof_diff_compute (measureme's
 * `summarize diff` semantics); inputs are read by summary_input.c and the
 * output rendered by diff_report.c. With two directories the profiles are
 * paired by crate name. */
#include <getopt.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/compilation.h"
#include "cli/report_options.h"
#include "report/diff_report.h"
#include "support/json_writer.h"
#include "selfprof/diff.h"
#include "input/summary_input.h"

static const char HELP[] =
    "usage: selfprof diff [OPTIONS] BASE NEW\n"
    "\n"
    "What changed from BASE to NEW, one line per query or activity, sorted by the\n"
    "absolute change of self time, after a total line. BASE and NEW may each be\n"
    "  - a profile (.mm_profdata);\n"
    "  - a directory: its *.mm_profdata files combined, as summarize does;\n"
    "  - a JSON file from 'selfprof summarize --json', from measureme's\n"
    "    'summarize summarize --json', or from 'selfprof diff --json' (which\n"
    "    stands for its NEW side; write FILE#base for its BASE side).\n"
    "When both are directories, their files are paired by crate name (the file\n"
    "name before '-<pid>.mm_profdata'): a line per crate with its total times,\n"
    "one diff per crate, in name order, then the combined diff of all crates.\n"
    "A crate found in only one directory is diffed against nothing, so all its\n"
    "rows are 'only in base' or 'only in new'. Several profiles of one compilation\n"
    "(crate name and -C metadata hash) in a directory are summed with a warning;\n"
    "--newest takes only the newest of each.\n"
    "\n"
    "Columns (every difference is NEW - BASE, with its sign):\n"
    "  Self base      self time in BASE (summarize's Self time)\n"
    "  Self new       self time in NEW\n"
    "  Self \xCE\x94         difference of self time\n"
    "  Self \xCE\x94%        relative change of self time: (new - base) / base; a label\n"
    "                 only in BASE shows -100%, only in NEW +inf%, and NaN% when\n"
    "                 both sides are 0 (measureme's rules)\n"
    "  Time \xCE\x94         difference of the time including nested events\n"
    "  Invocations \xCE\x94  difference of executions (cache misses, activities)\n"
    "  Hits \xCE\x94         difference of in-memory cache hits\n"
    "  Incr loads \xCE\x94   difference of loads from the incremental cache\n"
    "  Incr load \xCE\x94    difference of incremental load time\n"
    "  Blocked \xCE\x94      difference of time blocked on another thread's query\n"
    "The total line sums every row, shown or not; artifact size changes follow.\n"
    "\n"
    "Options:\n"
    "  --json            measureme-compatible diff JSON plus selfprof's fields,\n"
    "                    including both summaries, so it can be read back\n"
    "  --measureme       measureme's 'summarize diff' table, byte for byte\n"
    "  -o, --output FILE write to FILE instead of standard output\n"
    "  --threshold PCT   hide rows whose self time changed by less than PCT percent\n"
    "  --min-change TIME hide rows whose self time changed by less than TIME\n"
    "                    (e.g. 500us, 1ms, 2s; a bare number is in counter units)\n"
    "                    with both, a row must pass both to be shown\n"
    "  --top N           only the first N rows\n"
    "  --filter TEXT     only rows whose label contains TEXT\n"
    "  -e, --exclude TEXT  skip rows whose label contains TEXT (repeatable)\n"
    "  --sort COLUMN     self (default), percent, time, invocations, hits, loads,\n"
    "                    load, blocked, label; by absolute value, ties by label\n"
    "  --unit UNIT       auto (default), ns, us, ms or s\n"
    "  --combined        with two directories: only the combined diff\n"
    "  --newest          of several profiles of one crate in a directory (a rebuild\n"
    "                    recorded into the same folder), only the newest; without\n"
    "                    it they are summed, with a warning\n"
    "  -h, --help        this help\n"
    "\n"
    "Exit status: 0 success, 1 unreadable or malformed input, 2 usage error,\n"
    "3 output could not be written, 4 out of memory.\n";

typedef enum output_format { OUT_TABLE, OUT_MEASUREME, OUT_JSON } output_format;

/* Diffs two summaries; prints the out-of-memory error. */
static selfprof_diff *compute(const selfprof_summary *b, const selfprof_summary *c,
                              selfprof_diff_sort_key sort)
{
    selfprof_diff *d = NULL;
    if (selfprof_diff_compute(b, c, &d) != SELFPROF_OK)
        cli_out_of_memory();
    selfprof_diff_sort(d, sort);
    return d;
}

/* ---- two directories: pairing by crate name ---- */

typedef struct crate_side {
    char *name;
    selfprof_summary *summary; /* its files merged */
} crate_side;

typedef struct crate_list {
    crate_side *items;
    size_t count;
} crate_list;

static void free_crates(crate_list *l)
{
    for (size_t i = 0; i < l->count; i++) {
        free(l->items[i].name);
        selfprof_summary_free(l->items[i].summary);
    }
    free(l->items);
}

static int compare_crates(const void *a, const void *b)
{
    return strcmp(((const crate_side *)a)->name, ((const crate_side *)b)->name);
}

/* Warns when the two sides, or the profiles of one side, come from
 * different compilers: their labels mean different things. */
static void warn_tools(const char *barg, const cli_tools *tb, const char *narg, const cli_tools *tn)
{
    char which[160];
    const char *bt = cli_tools_name(tb), *nt = cli_tools_name(tn);
    if (bt && nt && strcmp(bt, nt) != 0) {
        cli_error("warning: %s comes from %s but %s from %s: their rows measure different "
                  "compilers",
                  barg, bt, narg, nt);
        return;
    }
    for (int side = 0; side < 2; side++) {
        const cli_tools *t = side ? tn : tb;
        if (cli_tools_mixed(t)) {
            cli_tools_describe(t, which, sizeof which);
            cli_error("warning: %s holds profiles of different compilers (%s): rows with the "
                      "same label are summed across them",
                      side ? narg : barg, which);
        }
    }
}

/* Reads every profile of `dir`, merging files of the same crate; several
 * profiles of one compilation are warned about, and with `newest` only the
 * newest of each is kept. */
static int load_crates(const char *dir, crate_list *l, cli_tools *tools, int newest)
{
    char **paths;
    char *args[] = {(char *)dir};
    int n = cli_expand_inputs(args, 1, &paths);
    memset(l, 0, sizeof *l);
    if (n < 0)
        return EXIT_INPUT;
    int status = EXIT_OK;
    selfprof_summary **sums = cli_xcalloc((size_t)n, sizeof *sums);
    cli_compilation *comps = cli_xcalloc((size_t)n, sizeof *comps);
    char *drop = cli_xcalloc((size_t)n, 1);
    for (int i = 0; i < n && status == EXIT_OK; i++)
        status = summary_input_load_file(paths[i], &sums[i], tools, &comps[i]);
    if (status == EXIT_OK)
        cli_several_per_compilation(paths, comps, n, newest, drop);
    l->items = cli_xcalloc((size_t)n, sizeof *l->items);
    for (int i = 0; i < n; i++) {
        free(comps[i].key);
        selfprof_summary *s = sums[i];
        if (status != EXIT_OK || drop[i]) {
            selfprof_summary_free(s);
            continue;
        }
        char *name = cli_crate_of_path(paths[i]);
        size_t k = 0;
        while (k < l->count && strcmp(l->items[k].name, name) != 0)
            k++;
        if (k < l->count) { /* another file of the same crate */
            free(name);
            if (selfprof_summary_merge(l->items[k].summary, s) != SELFPROF_OK)
                cli_out_of_memory();
            selfprof_summary_free(s);
        } else {
            l->items[l->count++] = (crate_side){name, s};
        }
    }
    free(sums);
    free(comps);
    free(drop);
    cli_free_inputs(paths, n);
    if (status != EXIT_OK)
        free_crates(l);
    else
        qsort(l->items, l->count, sizeof *l->items, compare_crates);
    return status;
}

static selfprof_summary *merge_all(const crate_list *l)
{
    selfprof_summary *all = selfprof_summary_new();
    for (size_t i = 0; all && i < l->count; i++) {
        if (selfprof_summary_merge(all, l->items[i].summary) != SELFPROF_OK) {
            selfprof_summary_free(all);
            return NULL;
        }
    }
    if (all)
        selfprof_summary_sort(all, SELFPROF_SORT_SELF_TIME);
    return all;
}

typedef struct run {
    FILE *out;
    output_format format;
    diff_options opts;
    selfprof_diff_sort_key sort;
    int combined_only;
    int newest; /* of several profiles of one compilation, only the newest */
} run;

static void write_one(const run *r, const selfprof_diff *d, const char *bname, const char *nname)
{
    if (r->format == OUT_MEASUREME)
        diff_write_measureme(r->out, d, &r->opts);
    else
        diff_write_table(r->out, d, &r->opts, bname, nname);
}

static int diff_directories(run *r, const char *bdir, const char *ndir)
{
    crate_list bl, nl;
    cli_tools tb = {0}, tn = {0};
    int status = load_crates(bdir, &bl, &tb, r->newest);
    if (status != EXIT_OK)
        return status;
    if ((status = load_crates(ndir, &nl, &tn, r->newest)) != EXIT_OK) {
        free_crates(&bl);
        return status;
    }
    warn_tools(bdir, &tb, ndir, &tn);
    r->opts.not_recorded = !cli_tools_record_queries(&tb) && !cli_tools_record_queries(&tn);
    selfprof_summary *empty = selfprof_summary_new();
    selfprof_summary *ball = merge_all(&bl), *nall = merge_all(&nl);
    if (!empty || !ball || !nall)
        cli_out_of_memory();
    r->opts.unit_name = nall->unit;
    if (r->format == OUT_JSON)
        fputs("{\"crates\":[", r->out);
    size_t i = 0, j = 0, sections = 0;
    if (r->format == OUT_TABLE && !r->combined_only) {
        /* The overview first: which crates changed most. */
        diff_crate_total *t = cli_xcalloc(bl.count + nl.count + 1, sizeof *t);
        size_t nt = 0;
        while (i < bl.count || j < nl.count) {
            int c = i == bl.count   ? 1
                    : j == nl.count ? -1
                                    : strcmp(bl.items[i].name, nl.items[j].name);
            const crate_side *b = c <= 0 ? &bl.items[i++] : NULL;
            const crate_side *n = c >= 0 ? &nl.items[j++] : NULL;
            const crate_side *named = b ? b : n; /* one side at least: i or j moved */
            if (!named)
                break;
            t[nt++] = (diff_crate_total){named->name,
                                         b && n ? SELFPROF_DIFF_BOTH
                                         : b    ? SELFPROF_DIFF_ONLY_BASE
                                                : SELFPROF_DIFF_ONLY_CHANGE,
                                         b ? b->summary->total_time : 0,
                                         n ? n->summary->total_time : 0};
        }
        diff_write_crate_totals(r->out, t, nt, &r->opts);
        free(t);
        i = j = 0;
        sections++;
    }
    while (!r->combined_only && (i < bl.count || j < nl.count)) {
        int c = i == bl.count ? 1 : j == nl.count ? -1 : strcmp(bl.items[i].name, nl.items[j].name);
        const crate_side *b = c <= 0 ? &bl.items[i++] : NULL;
        const crate_side *n = c >= 0 ? &nl.items[j++] : NULL;
        const crate_side *named = b ? b : n; /* one side at least: i or j moved */
        if (!named)
            break;
        const char *name = named->name;
        selfprof_diff *d = compute(b ? b->summary : empty, n ? n->summary : empty, r->sort);
        if (!d) {
            status = EXIT_INPUT;
            goto done;
        }
        const char *presence = b && n ? "both" : b ? "base" : "new";
        if (r->format == OUT_JSON) {
            fputs(sections ? ",{\"crate\":" : "{\"crate\":", r->out);
            json_string(r->out, name, strlen(name));
            fprintf(r->out, ",\"presence\":\"%s\",\"diff\":", presence);
            diff_write_json_object(r->out, d, &r->opts, NULL, NULL);
            putc('}', r->out);
        } else {
            char bname[1024], nname[1024];
            snprintf(bname, sizeof bname, b ? "%s: %s" : "(no %.0s%s in base)", bdir, name);
            snprintf(nname, sizeof nname, n ? "%s: %s" : "(no %.0s%s in new)", ndir, name);
            if (r->format == OUT_MEASUREME)
                fprintf(r->out, "%s== crate %s (%s -> %s)\n", sections ? "\n" : "", name, bname,
                        nname);
            else if (sections)
                putc('\n', r->out);
            write_one(r, d, bname, nname);
        }
        sections++;
        selfprof_diff_free(d);
    }
    selfprof_diff *d = compute(ball, nall, r->sort);
    if (!d) {
        status = EXIT_INPUT;
        goto done;
    }
    if (r->format == OUT_JSON) {
        fputs("],", r->out);
        diff_write_json_fields(r->out, d, &r->opts, ball, nall);
        fputs("}\n", r->out);
    } else {
        char bname[1024], nname[1024];
        snprintf(bname, sizeof bname, "%s (%zu crates)", bdir, bl.count);
        snprintf(nname, sizeof nname, "%s (%zu crates)", ndir, nl.count);
        if (r->format == OUT_MEASUREME)
            fprintf(r->out, "%s== all crates (%s -> %s)\n", sections ? "\n" : "", bname, nname);
        else if (sections)
            putc('\n', r->out);
        write_one(r, d, bname, nname);
    }
    selfprof_diff_free(d);
done:
    selfprof_summary_free(empty);
    selfprof_summary_free(ball);
    selfprof_summary_free(nall);
    free_crates(&bl);
    free_crates(&nl);
    return status;
}

static int diff_inputs(run *r, const char *barg, const char *narg)
{
    selfprof_summary *b, *n;
    cli_tools tb = {0}, tn = {0};
    int status = summary_input_load_pair(barg, narg, &b, &n, &tb, &tn, r->newest);
    if (status != EXIT_OK)
        return status;
    warn_tools(barg, &tb, narg, &tn);
    r->opts.not_recorded = !cli_tools_record_queries(&tb) && !cli_tools_record_queries(&tn);
    r->opts.unit_name = n->unit;
    if (strcmp(b->counter, n->counter) != 0)
        cli_error("warning: %s counts %s but %s counts %s: the differences mix units", barg,
                  b->counter, narg, n->counter);
    selfprof_diff *d = compute(b, n, r->sort);
    if (!d) {
        status = EXIT_INPUT;
    } else if (r->format == OUT_JSON) {
        diff_write_json_object(r->out, d, &r->opts, b, n);
        putc('\n', r->out);
    } else {
        write_one(r, d, barg, narg);
    }
    selfprof_diff_free(d);
    selfprof_summary_free(b);
    selfprof_summary_free(n);
    return status;
}

int cmd_diff(int argc, char **argv)
{
    enum {
        OPT_JSON = 256,
        OPT_MEASUREME,
        OPT_THRESHOLD,
        OPT_MIN_CHANGE,
        OPT_TOP,
        OPT_FILTER,
        OPT_SORT,
        OPT_UNIT,
        OPT_COMBINED,
        OPT_NEWEST
    };
    static const struct option LONG[] = {{"json", no_argument, 0, OPT_JSON},
                                         {"measureme", no_argument, 0, OPT_MEASUREME},
                                         {"output", required_argument, 0, 'o'},
                                         {"threshold", required_argument, 0, OPT_THRESHOLD},
                                         {"min-change", required_argument, 0, OPT_MIN_CHANGE},
                                         {"top", required_argument, 0, OPT_TOP},
                                         {"filter", required_argument, 0, OPT_FILTER},
                                         {"exclude", required_argument, 0, 'e'},
                                         {"sort", required_argument, 0, OPT_SORT},
                                         {"unit", required_argument, 0, OPT_UNIT},
                                         {"combined", no_argument, 0, OPT_COMBINED},
                                         {"newest", no_argument, 0, OPT_NEWEST},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    run r = {
        NULL, OUT_TABLE, {UNIT_AUTO, 0, NULL, NULL, 0, 0, 0, "ns", 0}, SELFPROF_DIFF_SORT_SELF_TIME,
        0,    0};
    const char *output = NULL;
    char **exclude = cli_xcalloc((size_t)argc + 1, sizeof *exclude);
    r.opts.exclude = exclude;
    int c, status = EXIT_USAGE;
    optind = 1;
    while ((c = getopt_long(argc, argv, "ho:e:", LONG, NULL)) != -1) {
        switch (c) {
        case 'h':
            fputs(HELP, stdout);
            free(exclude);
            return EXIT_OK;
        case 'o': output = optarg; break;
        case 'e': exclude[r.opts.exclude_count++] = optarg; break;
        case OPT_JSON: r.format = OUT_JSON; break;
        case OPT_MEASUREME: r.format = OUT_MEASUREME; break;
        case OPT_COMBINED: r.combined_only = 1; break;
        case OPT_NEWEST: r.newest = 1; break;
        case OPT_FILTER: r.opts.filter = optarg; break;
        case OPT_TOP:
            if (cli_parse_u64("--top", optarg, &r.opts.top) != 0)
                goto out;
            break;
        case OPT_THRESHOLD:
            if (cli_parse_percent(optarg, INFINITY, &r.opts.threshold) != 0) {
                cli_error("--threshold needs a non-negative percentage, not '%s'", optarg);
                goto out;
            }
            break;
        case OPT_MIN_CHANGE:
            if (cli_parse_duration(optarg, 1, &r.opts.min_change) != 0) {
                cli_error("--min-change needs a time such as 500us, 1ms or 2s, not '%s'", optarg);
                goto out;
            }
            break;
        case OPT_SORT:
            if (cli_sort_column(optarg, NULL, &r.sort) != 0)
                goto out;
            break;
        case OPT_UNIT:
            if (report_parse_unit(optarg, &r.opts.unit) != 0) {
                cli_error("--unit: unknown unit '%s' (auto, ns, us, ms, s)", optarg);
                goto out;
            }
            break;
        default: fputs("see 'selfprof diff --help'\n", stderr); goto out;
        }
    }
    if (argc - optind != 2) {
        cli_error("diff: %s (see 'selfprof diff --help')",
                  argc - optind < 2 ? "needs two inputs, BASE and NEW"
                                    : "takes exactly two inputs, BASE and NEW");
        goto out;
    }
    const char *barg = argv[optind], *narg = argv[optind + 1];
    int bdir = summary_input_is_dir(barg), ndir = summary_input_is_dir(narg);
    if (r.combined_only && !(bdir && ndir)) {
        cli_error("--combined needs two directories");
        goto out;
    }
    if (!(r.out = cli_open_output(output))) {
        status = EXIT_OUTPUT;
        goto out;
    }
    status = bdir && ndir ? diff_directories(&r, barg, narg) : diff_inputs(&r, barg, narg);
    if (cli_close_output(r.out, output) != 0 && status == EXIT_OK)
        status = EXIT_OUTPUT;
out:
    free(exclude);
    return status;
}
