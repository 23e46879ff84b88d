/* cmd_view.c — `selfprof view PROFILE`: one line per event, streamed, with
 * filters; `--mmview` prints measureme's mmview format instead (measureme-reference.md 8.3).
 *
 * Times are relative like mmview's: minus the smallest start of the file's
 * intervals and instants (a quick first pass finds it). A closed output pipe
 * (`| head`) ends the command quietly with status 0. */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/cli.h"
#include "report/out_buffer.h"

static const char HELP[] =
    "usage: selfprof view [OPTIONS] PROFILE\n"
    "\n"
    "Prints every event of the profile in file order, one line each, as\n"
    "tab-separated columns after a header line:\n"
    "  index     the event's number in the file (from 0, counted before filtering)\n"
    "  kind      Query, GenericActivity, QueryCacheHit, ...\n"
    "  label     the query or activity name\n"
    "  args      its arguments (query keys, ...) separated by commas, or -\n"
    "  thread    the recorder's thread number\n"
    "  start     start time (instants: their time), or - for integer events\n"
    "  end       end time, or - for instants and integer events\n"
    "  duration  end - start, or -\n"
    "  value     the number of an integer event (cache hit count, artifact\n"
    "            size), or -\n"
    "Times are relative to the earliest start of the file (like mmview), in\n"
    "microseconds with three decimals unless --unit says otherwise. Tabs,\n"
    "newlines and backslashes in labels and arguments are written as \\t, \\n, \\\\.\n"
    "\n"
    "Options:\n"
    "  --thread N[,N...]  only events of these threads (repeatable)\n"
    "  --kind K[,K...]    only events of these kinds (exact names, repeatable); a\n"
    "                     name the profile has no event of is reported with the\n"
    "                     kinds it has (an error when no name matches)\n"
    "  --label TEXT       only events whose label contains TEXT\n"
    "  --from T, --to T   only intervals overlapping [T, T], and instants in it;\n"
    "                     integer events have no time and are left out. T is\n"
    "                     relative like the output, with a unit: 10ms, 1.5s,\n"
    "                     250us, 800ns (a plain number is in --unit)\n"
    "  --unit UNIT        ns, us (default), ms or s\n"
    "  --no-header        no header line\n"
    "  --mmview           measureme mmview's exact output (blocks of 7 lines, times\n"
    "                     in whole microseconds); the filters still apply\n"
    "  -o, --output FILE  write to FILE instead of standard output\n"
    "  -h, --help         this help\n"
    "\n"
    "Exit status: 0 success (also when the reader of the output goes away),\n"
    "1 unreadable or malformed input, 2 usage error, 3 output could not be written,\n"
    "4 out of memory.\n";

typedef struct unit_info {
    const char *name;
    uint64_t ns;       /* nanoseconds per unit */
    unsigned decimals; /* digits needed to print ns exactly */
} unit_info;

static const unit_info UNITS[] = {
    {"ns", 1, 0}, {"us", 1000, 3}, {"ms", 1000000, 6}, {"s", 1000000000, 9}};

static const unit_info *find_unit(const char *s, size_t n)
{
    uint64_t ns = cli_time_unit_ns(s, n);
    for (size_t i = 0; i < sizeof UNITS / sizeof UNITS[0]; i++)
        if (ns != 0 && UNITS[i].ns == ns)
            return &UNITS[i];
    return NULL;
}

/* Parses "1.5ms" (or a plain number, in `unit`) into nanoseconds. */
static int parse_time(const char *text, const unit_info *unit, uint64_t *out)
{
    return cli_parse_duration(text, unit->ns, out);
}

/* A list of numbers or names given with a repeatable, comma-separated option. */
typedef struct filter_list {
    char **items;
    size_t count;
} filter_list;

static int list_add(filter_list *l, const char *text)
{
    const char *s = text;
    for (;;) {
        size_t n = strcspn(s, ",");
        char **items = realloc(l->items, (l->count + 1) * sizeof *items);
        if (!items)
            return -1;
        l->items = items;
        if (!(l->items[l->count] = strndup(s, n)))
            return -1;
        l->count++;
        if (!s[n])
            return 0;
        s += n + 1;
    }
}

static void list_free(filter_list *l)
{
    for (size_t i = 0; i < l->count; i++)
        free(l->items[i]);
    free(l->items);
}

typedef struct view_options {
    uint32_t *threads;
    size_t thread_count;
    filter_list kinds;
    const char *label;
    int has_from, has_to;
    uint64_t from, to;
    const unit_info *unit;
    int header, mmview;
} view_options;

/* Per name number: 0 = not decided yet, 1 = passes the filter, 2 = does not. */
typedef struct match_cache {
    unsigned char *state;
    size_t cap;
} match_cache;

static int match_get(match_cache *m, uint32_t name) { return name < m->cap ? m->state[name] : 0; }

static int match_set(match_cache *m, uint32_t name, int value)
{
    if (name >= m->cap) {
        size_t cap = m->cap ? m->cap : 256;
        while (cap <= name)
            cap *= 2;
        unsigned char *s = realloc(m->state, cap);
        if (!s)
            return -1;
        memset(s + m->cap, 0, cap - m->cap);
        m->state = s;
        m->cap = cap;
    }
    m->state[name] = (unsigned char)value;
    return 0;
}

/* Writes text for a tab-separated line: \t \n \r \\ and other control bytes
 * escaped, so that a line is always one event. */
static void tsv_text(out_buffer *out, const char *s, size_t n)
{
    static const char HEX[] = "0123456789abcdef";
    size_t run = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c != '\\' && c != 0x7F)
            continue;
        out_write(out, s + run, i - run);
        run = i + 1;
        char esc[4] = {'\\', 0, 0, 0};
        size_t len = 2;
        switch (c) {
        case '\t': esc[1] = 't'; break;
        case '\n': esc[1] = 'n'; break;
        case '\r': esc[1] = 'r'; break;
        case '\\': esc[1] = '\\'; break;
        default: esc[1] = 'x', esc[2] = HEX[c >> 4], esc[3] = HEX[c & 15], len = 4;
        }
        out_write(out, esc, len);
    }
    out_write(out, s + run, n - run);
}

static int thread_wanted(const view_options *o, uint32_t thread)
{
    if (o->thread_count == 0)
        return 1;
    for (size_t i = 0; i < o->thread_count; i++)
        if (o->threads[i] == thread)
            return 1;
    return 0;
}

static int set_error(selfprof_error *err, int64_t offset, const char *message)
{
    snprintf(err->message, sizeof err->message, "%s", message);
    err->offset = offset;
    return -1;
}

static int bad_event(selfprof_profile *p, const selfprof_cursor *c, int rc, selfprof_error *err)
{
    uint64_t index = selfprof_cursor_index(c);
    char msg[128];
    if (rc == SELFPROF_E_FORMAT)
        snprintf(msg, sizeof msg, "event %llu is an interval that ends before it starts",
                 (unsigned long long)index);
    else
        snprintf(msg, sizeof msg, "%s", selfprof_strerror(rc));
    return set_error(err, selfprof_profile_event_offset(p, index), msg);
}

/* The smallest start of the intervals and instants (*found = 0 when none). */
static int first_start(selfprof_profile *p, uint64_t *start, int *found, selfprof_error *err)
{
    selfprof_cursor c;
    selfprof_event e;
    int more;
    *found = 0;
    *start = 0;
    selfprof_cursor_init(&c, p, SELFPROF_CURSOR_ONCE);
    while ((more = selfprof_cursor_next(&c, &e)) == 1) {
        if (e.type == SELFPROF_INTEGER)
            continue;
        if (!*found || e.start < *start)
            *start = e.start;
        *found = 1;
    }
    return more < 0 ? bad_event(p, &c, more, err) : 0;
}

static int compare_strings(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* --kind names no kind of the profile (a wrong case, a kind it lacks): a
 * first pass collects the kinds present, and each missing name gets one
 * line naming them, with the one that differs only in case. Returns
 * EXIT_OK (every name present, or some: a warning), EXIT_USAGE (none is:
 * nothing would be printed) or EXIT_INPUT after filling `err`. */
static int check_kinds(selfprof_profile *p, const view_options *o, const char *path,
                       selfprof_error *err)
{
    match_cache seen = {0};
    const char **names = NULL;
    size_t count = 0;
    selfprof_cursor c;
    selfprof_event e;
    int more;
    selfprof_cursor_init(&c, p, SELFPROF_CURSOR_ONCE);
    while ((more = selfprof_cursor_next(&c, &e)) == 1) {
        uint32_t kind;
        if (selfprof_profile_kind(p, e.kind_id, &kind, err) != SELFPROF_OK) {
            free(seen.state);
            free(names);
            return EXIT_INPUT;
        }
        if (match_get(&seen, kind))
            continue;
        if (match_set(&seen, kind, 1) != 0)
            cli_out_of_memory();
        names = cli_xrealloc(names, (count + 1) * sizeof *names);
        names[count++] = selfprof_profile_name(p, kind, NULL);
    }
    free(seen.state);
    if (more < 0) {
        bad_event(p, &c, more, err);
        free(names);
        return EXIT_INPUT;
    }
    if (count > 1)
        qsort(names, count, sizeof *names, compare_strings);
    size_t list_len = 1;
    for (size_t i = 0; i < count; i++)
        list_len += strlen(names[i]) + 2;
    char *list = cli_xmalloc(list_len), *end = list;
    *list = 0;
    for (size_t i = 0; i < count; i++)
        end += sprintf(end, "%s%s", i ? ", " : "", names[i]);
    size_t missing = 0;
    for (size_t k = 0; k < o->kinds.count; k++) {
        const char *want = o->kinds.items[k], *near = NULL;
        int found = 0;
        for (size_t i = 0; i < count && !found; i++) {
            found = strcmp(names[i], want) == 0;
            if (!found && strcasecmp(names[i], want) == 0)
                near = names[i];
        }
        if (found)
            continue;
        missing++;
        char hint[256] = "";
        if (near)
            snprintf(hint, sizeof hint, " (kinds are case-sensitive: did you mean '%s'?)", near);
        cli_error("%s: no event of kind '%s'%s; the kinds present: %s", path, want, hint,
                  count ? list : "none");
    }
    free(list);
    free(names);
    return missing == o->kinds.count ? EXIT_USAGE : EXIT_OK;
}

static void write_time(out_buffer *out, const view_options *o, uint64_t ns)
{
    out_fixed(out, ns, o->unit->decimals); /* the unit's decimals make ns exact */
}

/* Writes the events of `p`; -1 with `err` filled on malformed input. */
static int view_profile(selfprof_profile *p, const view_options *o, out_buffer *out,
                        selfprof_error *err)
{
    uint64_t g;
    int any;
    if (first_start(p, &g, &any, err) != 0)
        return -1;
    if (o->mmview && !any) {
        fputs("No events.\n", stderr);
        return 0;
    }
    match_cache kinds = {0}, labels = {0};
    const char **args = NULL;
    size_t *arg_lens = NULL, args_cap = 0;
    int rc = 0, more;
    if (o->header && !o->mmview) {
        out_lit(out, "index\tkind\tlabel\targs\tthread\tstart_");
        out_str(out, o->unit->name);
        out_lit(out, "\tend_");
        out_str(out, o->unit->name);
        out_lit(out, "\tduration_");
        out_str(out, o->unit->name);
        out_lit(out, "\tvalue\n");
    }
    selfprof_cursor c;
    selfprof_event e;
    selfprof_cursor_init(&c, p, SELFPROF_CURSOR_ONCE);
    while (!out->failed && (more = selfprof_cursor_next(&c, &e)) == 1) {
        if (!thread_wanted(o, e.thread_id))
            continue;
        if (o->has_from || o->has_to) {
            if (e.type == SELFPROF_INTEGER)
                continue;
            if ((o->has_from && e.end - g < o->from) || (o->has_to && e.start - g > o->to))
                continue;
        }
        uint32_t kind, label;
        if (selfprof_profile_kind(p, e.kind_id, &kind, err) != SELFPROF_OK ||
            selfprof_profile_label(p, e.event_id, &label, err) != SELFPROF_OK) {
            rc = -1;
            break;
        }
        size_t kind_len, label_len;
        const char *kind_text = selfprof_profile_name(p, kind, &kind_len);
        const char *label_text = selfprof_profile_name(p, label, &label_len);
        if (o->kinds.count) {
            int m = match_get(&kinds, kind);
            if (!m) {
                m = 2;
                for (size_t i = 0; i < o->kinds.count; i++)
                    if (strcmp(o->kinds.items[i], kind_text) == 0)
                        m = 1;
                if (match_set(&kinds, kind, m) != 0) {
                    cli_out_of_memory();
                    break;
                }
            }
            if (m != 1)
                continue;
        }
        if (o->label) {
            int m = match_get(&labels, label);
            if (!m) {
                m = strstr(label_text, o->label) ? 1 : 2;
                if (match_set(&labels, label, m) != 0) {
                    cli_out_of_memory();
                    break;
                }
            }
            if (m != 1)
                continue;
        }
        const char *text, *ignored;
        size_t len, ignored_len;
        if (selfprof_profile_string(p, e.event_id, &text, &len, err) != SELFPROF_OK) {
            rc = -1;
            break;
        }
        size_t nargs = 0;
        if (memchr(text, 0x1E, len)) {
            nargs = selfprof_split_event_id(text, len, &ignored, &ignored_len, args, arg_lens,
                                            args_cap);
            if (nargs > args_cap) {
                const char **a = realloc(args, nargs * sizeof *a);
                size_t *l = a ? realloc(arg_lens, nargs * sizeof *l) : NULL;
                if (a)
                    args = a;
                if (!l) {
                    cli_out_of_memory();
                    break;
                }
                arg_lens = l;
                args_cap = nargs;
                selfprof_split_event_id(text, len, &ignored, &ignored_len, args, arg_lens, nargs);
            }
        }
        uint64_t index = selfprof_cursor_index(&c);
        if (o->mmview) {
            out_lit(out, "{\n    kind: ");
            out_write(out, kind_text, kind_len);
            out_lit(out, ",\n    label: ");
            out_write(out, label_text, label_len);
            out_lit(out, ",\n    additional_data: [");
            for (size_t i = 0; i < nargs; i++) {
                if (i)
                    out_char(out, ',');
                out_write(out, args[i], arg_lens[i]);
            }
            out_lit(out, "],\n    payload: ");
            if (e.type == SELFPROF_INTEGER) {
                out_u64(out, e.value);
            } else {
                out_u64(out, (e.start - g) / 1000);
                out_lit(out, " \xCE\xBCs");
                if (e.type == SELFPROF_INTERVAL) {
                    out_lit(out, " - ");
                    out_u64(out, (e.end - g) / 1000);
                    out_lit(out, " \xCE\xBCs");
                }
            }
            out_lit(out, ",\n    thread_id: ");
            out_u64(out, e.thread_id);
            out_lit(out, ",\n}\n");
            continue;
        }
        out_u64(out, index);
        out_char(out, '\t');
        tsv_text(out, kind_text, kind_len);
        out_char(out, '\t');
        tsv_text(out, label_text, label_len);
        out_char(out, '\t');
        for (size_t i = 0; i < nargs; i++) {
            if (i)
                out_char(out, ',');
            tsv_text(out, args[i], arg_lens[i]);
        }
        if (nargs == 0)
            out_char(out, '-');
        out_char(out, '\t');
        out_u64(out, e.thread_id);
        out_char(out, '\t');
        if (e.type == SELFPROF_INTEGER) {
            out_lit(out, "-\t-\t-\t");
            out_u64(out, e.value);
        } else if (e.type == SELFPROF_INSTANT) {
            write_time(out, o, e.start - g);
            out_lit(out, "\t-\t-\t-");
        } else {
            write_time(out, o, e.start - g);
            out_char(out, '\t');
            write_time(out, o, e.end - g);
            out_char(out, '\t');
            write_time(out, o, e.end - e.start);
            out_lit(out, "\t-");
        }
        out_char(out, '\n');
    }
    if (rc == 0 && !out->failed && more < 0)
        rc = bad_event(p, &c, more, err);
    free(kinds.state);
    free(labels.state);
    free(args);
    free(arg_lens);
    return rc;
}

int cmd_view(int argc, char **argv)
{
    enum {
        OPT_THREAD = 256,
        OPT_KIND,
        OPT_LABEL,
        OPT_FROM,
        OPT_TO,
        OPT_UNIT,
        OPT_NO_HEADER,
        OPT_MMVIEW
    };
    static const struct option LONG[] = {{"thread", required_argument, 0, OPT_THREAD},
                                         {"kind", required_argument, 0, OPT_KIND},
                                         {"label", required_argument, 0, OPT_LABEL},
                                         {"from", required_argument, 0, OPT_FROM},
                                         {"to", required_argument, 0, OPT_TO},
                                         {"unit", required_argument, 0, OPT_UNIT},
                                         {"no-header", no_argument, 0, OPT_NO_HEADER},
                                         {"mmview", no_argument, 0, OPT_MMVIEW},
                                         {"output", required_argument, 0, 'o'},
                                         {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    view_options o = {.unit = &UNITS[1], .header = 1};
    filter_list threads = {0};
    const char *output = NULL, *from = NULL, *to = NULL;
    int c, status = EXIT_OK;
    optind = 1;
    while (status == EXIT_OK && (c = getopt_long(argc, argv, "ho:", LONG, NULL)) != -1) {
        switch (c) {
        case 'h':
            fputs(HELP, stdout);
            list_free(&threads);
            list_free(&o.kinds);
            return EXIT_OK;
        case 'o': output = optarg; break;
        case OPT_THREAD:
            if (list_add(&threads, optarg) != 0)
                cli_out_of_memory();
            break;
        case OPT_KIND:
            if (list_add(&o.kinds, optarg) != 0)
                cli_out_of_memory();
            break;
        case OPT_LABEL: o.label = optarg; break;
        case OPT_FROM: from = optarg; break;
        case OPT_TO: to = optarg; break;
        case OPT_NO_HEADER: o.header = 0; break;
        case OPT_MMVIEW: o.mmview = 1; break;
        case OPT_UNIT:
            if (!(o.unit = find_unit(optarg, strlen(optarg)))) {
                cli_error("--unit: unknown unit '%s' (ns, us, ms, s)", optarg);
                status = EXIT_USAGE;
            }
            break;
        default: fputs("see 'selfprof view --help'\n", stderr); status = EXIT_USAGE;
        }
    }
    if (status == EXIT_OK && threads.count) {
        o.threads = malloc(threads.count * sizeof *o.threads);
        for (size_t i = 0; o.threads && i < threads.count && status == EXIT_OK; i++) {
            uint64_t v = 0;
            if (cli_parse_u64("--thread", threads.items[i], &v) != 0 || v > UINT32_MAX) {
                if (v > UINT32_MAX)
                    cli_error("--thread: %s is not a thread number", threads.items[i]);
                status = EXIT_USAGE;
            }
            o.threads[i] = (uint32_t)v;
        }
        o.thread_count = threads.count;
    }
    if (status == EXIT_OK && from && parse_time(from, o.unit, &o.from) != 0) {
        cli_error("--from needs a time such as 10ms or 1.5s, not '%s'", from);
        status = EXIT_USAGE;
    }
    if (status == EXIT_OK && to && parse_time(to, o.unit, &o.to) != 0) {
        cli_error("--to needs a time such as 10ms or 1.5s, not '%s'", to);
        status = EXIT_USAGE;
    }
    o.has_from = from != NULL;
    o.has_to = to != NULL;
    if (status == EXIT_OK && optind != argc - 1) {
        cli_error(optind >= argc ? "view: no profile given (see 'selfprof view --help')"
                                 : "view: one profile at a time (see 'selfprof view --help')");
        status = EXIT_USAGE;
    }
    selfprof_profile *p = NULL;
    selfprof_error err = {0};
    const char *path = status == EXIT_OK ? argv[optind] : NULL;
    if (path && cli_profile_open(path, &p, &err) != SELFPROF_OK) {
        cli_file_error(path, &err);
        status = EXIT_INPUT;
    }
    if (status == EXIT_OK && o.kinds.count) {
        status = check_kinds(p, &o, path, &err);
        if (status == EXIT_INPUT)
            cli_file_error(path, &err);
    }
    FILE *file = NULL;
    if (status == EXIT_OK && !(file = cli_open_output(output)))
        status = EXIT_OUTPUT;
    if (status == EXIT_OK) {
        /* A reader that goes away (| head) gives EPIPE instead of killing us. */
        signal(SIGPIPE, SIG_IGN);
        out_buffer *out = out_buffer_new(file);
        err.offset = -1;
        if (!out)
            cli_out_of_memory();
        if (view_profile(p, &o, out, &err) != 0) {
            cli_file_error(path, &err);
            status = EXIT_INPUT;
        }
        int flushed = out ? out_buffer_flush(out) : 0;
        int error = out ? out->error : 0;
        out_buffer_free(out);
        int closed = file == stdout ? fflush(file) : fclose(file);
        if (!error && closed != 0)
            error = errno ? errno : EIO;
        if ((flushed != 0 || closed != 0) && error != EPIPE && status == EXIT_OK) {
            cli_error("%s: write failed: %s", output && strcmp(output, "-") ? output : "stdout",
                      strerror(error));
            status = EXIT_OUTPUT;
        }
    }
    selfprof_profile_close(p);
    free(o.threads);
    list_free(&threads);
    list_free(&o.kinds);
    return status;
}
