/* summary_input.c — see summary_input.h.
 *
 * JSON inputs are parsed with jansson. Accepted shapes (top-level object):
 *   {"query_data":[...],"artifact_sizes":[...],"total_time":D, ...}
 *       a summary: measureme's `summarize --json` or ours (our extra fields
 *       incremental_load_count, blocked_count, args, counter, unit,
 *       event_count, file_count are optional);
 *   {"files":[{"path":...,"summary":{...}}, ...]}
 *       `selfprof summarize --per-file --json`: the summaries are merged;
 *   {"query_data":[...],"base":{summary},"new":{summary}, ...}
 *       `selfprof diff --json`: one of its two embedded summaries.
 * measureme's `summarize diff --json` holds only differences and is refused
 * with a message saying so.
 */
#include "input/summary_input.h"

#include <errno.h>
#include <jansson.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli.h"

int summary_input_is_dir(const char *arg)
{
    struct stat st;
    return stat(arg, &st) == 0 && S_ISDIR(st.st_mode);
}

/* ---- profiles ---- */

/* One profile's summary; its compiler is counted into *tools and its
 * compilation stored in *comp (either may be NULL; comp->key is NULL for a
 * JSON input or on failure). */
static int load_profile(const char *path, selfprof_summary **out, cli_tools *tools,
                        cli_compilation *comp)
{
    selfprof_error err = {0};
    selfprof_profile *p = NULL;
    *out = NULL;
    if (cli_profile_open(path, &p, &err) != SELFPROF_OK ||
        selfprof_summarize(p, NULL, out, &err) != SELFPROF_OK) {
        cli_file_error(path, &err);
        selfprof_profile_close(p);
        return EXIT_INPUT;
    }
    if (tools)
        cli_tools_add(tools, p);
    if (comp)
        cli_compilation_of(p, comp);
    selfprof_profile_close(p);
    return EXIT_OK;
}

/* ---- JSON ---- */

/* Where in the document a value was expected, for error messages. */
typedef struct json_ctx {
    const char *path;
    char where[160];
} json_ctx;

static int bad(const json_ctx *c, const char *what)
{
    cli_error("%s: %s%s%s", c->path, c->where, *c->where ? ": " : "", what);
    return -1;
}

/* The largest values a summary JSON holds: a duration's secs (so that it
 * converts to nanoseconds in an int64) and a count (jansson's json_int_t). */
#define JSON_MAX_SECS (INT64_MAX / 1000000000 - 1)
#define JSON_MAX_DURATION ((uint64_t)JSON_MAX_SECS * 1000000000u + 999999999u)
#define JSON_MAX_COUNT ((uint64_t)INT64_MAX)

static int get_u64(const json_ctx *c, json_t *obj, const char *key, int required, uint64_t *v)
{
    json_t *j = json_object_get(obj, key);
    *v = 0;
    if (!j && !required)
        return 0;
    if (!json_is_integer(j) || json_integer_value(j) < 0) {
        char msg[128];
        snprintf(msg, sizeof msg, "\"%s\" %s", key,
                 j ? "is not a non-negative integer" : "is missing");
        return bad(c, msg);
    }
    *v = (uint64_t)json_integer_value(j);
    return 0;
}

/* {"secs":S,"nanos":N} -> nanoseconds. */
static int get_duration(const json_ctx *c, json_t *obj, const char *key, int required, uint64_t *v)
{
    json_t *j = json_object_get(obj, key);
    *v = 0;
    if (!j && !required)
        return 0;
    json_t *secs = json_object_get(j, "secs"), *nanos = json_object_get(j, "nanos");
    if (!json_is_object(j) || !json_is_integer(secs) || !json_is_integer(nanos) ||
        json_integer_value(secs) < 0 || json_integer_value(nanos) < 0 ||
        json_integer_value(nanos) >= 1000000000 ||
        json_integer_value(secs) > (json_int_t)JSON_MAX_SECS) {
        char msg[128];
        snprintf(msg, sizeof msg, "\"%s\" %s", key,
                 j ? "is not a duration {\"secs\":S,\"nanos\":N}" : "is missing");
        return bad(c, msg);
    }
    *v = (uint64_t)json_integer_value(secs) * 1000000000u + (uint64_t)json_integer_value(nanos);
    return 0;
}

/* Rows of one label (and files merged by --per-file) add up: refuses a
 * summary whose sums left the range its own JSON can hold, so whatever
 * is read can be written and read back unchanged. */
static int check_sums(const json_ctx *c, const selfprof_summary *s)
{
    for (size_t i = 0; i < s->row_count; i++) {
        const selfprof_summary_row *r = &s->rows[i];
        /* The signed figures were read non-negative and sums saturate at
         * INT64_MAX: only the upper bound can be passed. */
        if (r->time > JSON_MAX_DURATION || (uint64_t)r->self_time > JSON_MAX_DURATION ||
            r->blocked_time > JSON_MAX_DURATION ||
            (uint64_t)r->incremental_load_time > JSON_MAX_DURATION ||
            (uint64_t)r->incremental_hashing_time > JSON_MAX_DURATION ||
            r->number_of_cache_misses > JSON_MAX_COUNT ||
            r->number_of_cache_hits > JSON_MAX_COUNT || r->invocation_count > JSON_MAX_COUNT ||
            r->incremental_load_count > JSON_MAX_COUNT || r->blocked_count > JSON_MAX_COUNT) {
            char msg[200];
            snprintf(msg, sizeof msg,
                     "the rows labelled \"%.80s\" add up to more than a "
                     "summary can hold",
                     r->label);
            return bad(c, msg);
        }
    }
    for (size_t i = 0; i < s->artifact_count; i++)
        if (s->artifacts[i].value > JSON_MAX_COUNT)
            return bad(c, "the artifact sizes of one label add up to more than a summary can hold");
    if (s->total_time > JSON_MAX_DURATION || s->event_count > JSON_MAX_COUNT)
        return bad(c, "the total time or event count adds up to more than a summary can hold");
    return 0;
}

static int read_row(json_ctx *c, json_t *o, selfprof_summary *s)
{
    if (!json_is_object(o))
        return bad(c, "not an object");
    json_t *label = json_object_get(o, "label");
    if (!json_is_string(label))
        return bad(c, "\"label\" is missing or not a string");
    if (json_object_get(o, "self_time_change"))
        return bad(c, "this is a diff without summaries (measureme's `summarize diff --json`);"
                      " give the profiles or summaries it was made from");
    selfprof_summary_row r = {0};
    uint64_t self = 0, load = 0, hashing = 0;
    if (get_duration(c, o, "time", 1, &r.time) || get_duration(c, o, "self_time", 1, &self) ||
        get_u64(c, o, "number_of_cache_misses", 1, &r.number_of_cache_misses) ||
        get_u64(c, o, "number_of_cache_hits", 1, &r.number_of_cache_hits) ||
        get_u64(c, o, "invocation_count", 1, &r.invocation_count) ||
        get_duration(c, o, "blocked_time", 1, &r.blocked_time) ||
        get_duration(c, o, "incremental_load_time", 1, &load) ||
        get_duration(c, o, "incremental_hashing_time", 1, &hashing) ||
        get_u64(c, o, "incremental_load_count", 0, &r.incremental_load_count) ||
        get_u64(c, o, "blocked_count", 0, &r.blocked_count))
        return -1;
    r.self_time = (int64_t)self;
    r.incremental_load_time = (int64_t)load;
    r.incremental_hashing_time = (int64_t)hashing;
    /* --by-arg rows: the key is label 0x1E arg 0x1E arg ... */
    json_t *args = json_object_get(o, "args");
    size_t len = json_string_length(label), nargs = json_is_array(args) ? json_array_size(args) : 0;
    if (args && !json_is_array(args))
        return bad(c, "\"args\" is not an array");
    size_t total = len + 1;
    for (size_t k = 0; k < nargs; k++) {
        if (!json_is_string(json_array_get(args, k)))
            return bad(c, "\"args\" holds a non-string");
        total += 1 + json_string_length(json_array_get(args, k));
    }
    char *key = malloc(total);
    if (!key)
        return bad(c, "out of memory");
    memcpy(key, json_string_value(label), len);
    for (size_t k = 0; k < nargs; k++) {
        json_t *a = json_array_get(args, k);
        key[len++] = '\x1e';
        memcpy(key + len, json_string_value(a), json_string_length(a));
        len += json_string_length(a);
    }
    key[len] = '\0';
    if (strlen(key) != len) {
        free(key);
        return bad(c, "a label holds a NUL character");
    }
    r.label = key;
    int rc = selfprof_summary_add_row(s, &r);
    free(key);
    return rc == SELFPROF_OK ? 0 : bad(c, "out of memory");
}

/* Reads one summary object into a new summary. */
static int read_summary(json_ctx *c, json_t *o, selfprof_summary **out)
{
    size_t prefix = strlen(c->where);
    *out = NULL;
    if (!json_is_object(o))
        return bad(c, "not a JSON object");
    json_t *rows = json_object_get(o, "query_data");
    json_t *arts = json_object_get(o, "artifact_sizes");
    if (!json_is_array(rows) && !*c->where && json_is_array(json_object_get(o, "traceEvents")))
        return bad(c, "a clang -ftime-trace trace, not a summary: make a profile of it with "
                      "'selfprof import clang-time-trace', then diff the profiles");
    if (!json_is_array(rows))
        return bad(c, "\"query_data\" is missing or not an array: not a summary");
    if (arts && !json_is_array(arts))
        return bad(c, "\"artifact_sizes\" is not an array");
    selfprof_summary *s = selfprof_summary_new();
    if (!s)
        return bad(c, "out of memory");
    uint64_t total = 0, events = 0, files = 0;
    for (size_t i = 0; i < json_array_size(rows); i++) {
        snprintf(c->where + prefix, sizeof c->where - prefix, "%squery_data[%zu]",
                 prefix ? "." : "", i);
        if (read_row(c, json_array_get(rows, i), s) != 0)
            goto fail;
    }
    for (size_t i = 0; i < json_array_size(arts); i++) {
        snprintf(c->where + prefix, sizeof c->where - prefix, "%sartifact_sizes[%zu]",
                 prefix ? "." : "", i);
        json_t *a = json_array_get(arts, i), *label = json_object_get(a, "label");
        uint64_t v;
        if (!json_is_string(label)) {
            bad(c, "\"label\" is missing or not a string");
            goto fail;
        }
        if (get_u64(c, a, "value", 1, &v) != 0)
            goto fail;
        if (selfprof_summary_add_artifact(s, json_string_value(label), v) != SELFPROF_OK) {
            bad(c, "out of memory");
            goto fail;
        }
    }
    c->where[prefix] = '\0';
    if (get_duration(c, o, "total_time", 1, &total) != 0 ||
        get_u64(c, o, "event_count", 0, &events) != 0 ||
        get_u64(c, o, "file_count", 0, &files) != 0)
        goto fail;
    if (files > UINT32_MAX) {
        bad(c, "\"file_count\" is larger than 4294967295");
        goto fail;
    }
    json_t *counter = json_object_get(o, "counter"), *unit = json_object_get(o, "unit");
    if (json_is_string(counter))
        snprintf(s->counter, sizeof s->counter, "%s", json_string_value(counter));
    if (json_is_string(unit))
        snprintf(s->unit, sizeof s->unit, "%s", json_string_value(unit));
    s->total_time = total;
    s->event_count = events;
    s->file_count = files ? (uint32_t)files : 1;
    if (check_sums(c, s) != 0)
        goto fail;
    selfprof_summary_sort(s, SELFPROF_SORT_SELF_TIME);
    *out = s;
    return 0;
fail:
    selfprof_summary_free(s);
    return -1;
}

/* A parsed document (taken: freed here) -> summary. */
static int from_json(const char *path, json_t *root, const char *side, selfprof_summary **out)
{
    json_ctx c = {path, ""};
    int rc = -1;
    json_t *files = json_object_get(root, "files");
    json_t *base = json_object_get(root, "base"), *change = json_object_get(root, "new");
    if (!json_is_object(root)) {
        bad(&c, "the top level is not a JSON object");
    } else if (side && !(base && change)) {
        bad(&c, "a side (#base or #new) can only be chosen in a `selfprof diff --json` file");
    } else if (base && change) {
        int want_base = side && strcmp(side, "base") == 0;
        snprintf(c.where, sizeof c.where, "%s", want_base ? "base" : "new");
        rc = read_summary(&c, want_base ? base : change, out);
    } else if (json_is_array(files)) {
        selfprof_summary *all = selfprof_summary_new();
        rc = all ? 0 : bad(&c, "out of memory");
        for (size_t i = 0; rc == 0 && i < json_array_size(files); i++) {
            selfprof_summary *s;
            snprintf(c.where, sizeof c.where, "files[%zu].summary", i);
            rc = read_summary(&c, json_object_get(json_array_get(files, i), "summary"), &s);
            if (rc == 0 && selfprof_summary_merge(all, s) != SELFPROF_OK)
                rc = bad(&c, "out of memory");
            /* read_summary returned 0, so s is set.
             * NOLINTNEXTLINE(clang-analyzer-core.NullDereference) */
            if (rc == 0 && all->file_count < s->file_count)
                rc = bad(&c, "the files' \"file_count\" add up to more than 4294967295");
            selfprof_summary_free(s);
        }
        c.where[0] = '\0';
        if (rc == 0)
            rc = check_sums(&c, all);
        if (rc == 0) {
            selfprof_summary_sort(all, SELFPROF_SORT_SELF_TIME);
            *out = all;
        } else {
            selfprof_summary_free(all);
        }
    } else {
        rc = read_summary(&c, root, out);
    }
    json_decref(root);
    return rc == 0 ? EXIT_OK : EXIT_INPUT;
}

static int invalid_json(const char *path, const json_error_t *e)
{
    enum json_error_code code = json_error_code(e);
    /* jansson gives every parse error a text; only a failed allocation
     * before the lexer starts (its buffer) leaves it empty. */
    if (code == json_error_out_of_memory || !e->text[0] ||
        (code == json_error_cannot_open_file && errno == ENOMEM))
        cli_out_of_memory();
    cli_error("%s: invalid JSON: %s (at byte %d, line %d, column %d)", path, e->text, e->position,
              e->line, e->column);
    return EXIT_INPUT;
}

/* jansson reports a failed allocation as a parse error ("string or '}'
 * expected"); with the programs' allocator it cannot fail (cli.h). */
static void jansson_use_cli_allocator(void) { json_set_alloc_funcs(cli_xmalloc, free); }

static int load_json(const char *path, const char *side, selfprof_summary **out)
{
    json_error_t e;
    *out = NULL;
    jansson_use_cli_allocator();
    json_t *root = json_load_file(path, JSON_REJECT_DUPLICATES, &e);
    return root ? from_json(path, root, side, out) : invalid_json(path, &e);
}

int summary_input_parse_json(const char *name, const char *data, size_t len, const char *side,
                             selfprof_summary **out)
{
    json_error_t e;
    *out = NULL;
    jansson_use_cli_allocator();
    json_t *root = json_loadb(data, len, JSON_REJECT_DUPLICATES, &e);
    return root ? from_json(name, root, side, out) : invalid_json(name, &e);
}

/* ---- dispatch ---- */

/* 1 when the file is JSON (its name ends in ".json" or its first non-blank
 * byte is '{' or '['), 0 when it should be a profile, -1 on error. */
static int looks_like_json(const char *path)
{
    size_t n = strlen(path);
    if (n >= 5 && strcmp(path + n - 5, ".json") == 0)
        return 1;
    FILE *f = fopen(path, "rb");
    if (!f) {
        cli_error("%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    int ch;
    while ((ch = getc(f)) == ' ' || ch == '\n' || ch == '\r' || ch == '\t')
        ;
    fclose(f);
    return ch == '{' || ch == '[';
}

static int load_file(const char *arg, selfprof_summary **out, cli_tools *tools,
                     cli_compilation *comp)
{
    *out = NULL;
    if (comp)
        comp->key = NULL;
    char path[4096];
    const char *side = NULL;
    snprintf(path, sizeof path, "%s", arg);
    struct stat st;
    if (stat(path, &st) != 0) {
        /* FILE#base / FILE#new choose a side of a diff JSON. */
        char *hash = strrchr(path, '#');
        if (hash && (strcmp(hash, "#base") == 0 || strcmp(hash, "#new") == 0) &&
            (*hash = '\0', stat(path, &st) == 0)) {
            side = hash + 1;
        } else {
            cli_error("%s: cannot open: %s", arg, strerror(errno));
            return EXIT_INPUT;
        }
    }
    int json = looks_like_json(path);
    if (json < 0)
        return EXIT_INPUT;
    if (json)
        return load_json(path, side, out);
    if (side) {
        cli_error("%s: not a JSON file, so it has no side '%s'", path, side);
        return EXIT_INPUT;
    }
    return load_profile(path, out, tools, comp);
}

/* Rows sorted by self time, so that what is written from them (e.g. the
 * summaries embedded in diff JSON) does not depend on the input's order. */
static int load_file_sorted(const char *arg, selfprof_summary **out, cli_tools *tools,
                            cli_compilation *comp)
{
    int status = load_file(arg, out, tools, comp);
    if (status == EXIT_OK)
        selfprof_summary_sort(*out, SELFPROF_SORT_SELF_TIME);
    return status;
}

int summary_input_load_file(const char *arg, selfprof_summary **out, cli_tools *tools,
                            cli_compilation *comp)
{
    return load_file_sorted(arg, out, tools, comp);
}

/* A directory's profiles merged; several profiles of one compilation are
 * warned about, and with `newest` only the newest of each is merged. */
static int load_any(const char *arg, selfprof_summary **out, cli_tools *tools, int newest)
{
    *out = NULL;
    if (!summary_input_is_dir(arg))
        return load_file_sorted(arg, out, tools, NULL);
    char **paths;
    char *args[] = {(char *)arg};
    int n = cli_expand_inputs(args, 1, &paths);
    if (n < 0)
        return EXIT_INPUT;
    selfprof_summary *all = NULL, **sums = cli_xcalloc((size_t)n, sizeof *sums);
    cli_compilation *comps = cli_xcalloc((size_t)n, sizeof *comps);
    char *drop = cli_xcalloc((size_t)n, 1);
    int status = EXIT_OK;
    for (int i = 0; i < n && status == EXIT_OK; i++)
        status = load_profile(paths[i], &sums[i], tools, &comps[i]);
    if (status == EXIT_OK)
        cli_several_per_compilation(paths, comps, n, newest, drop);
    for (int i = 0; i < n; i++) {
        free(comps[i].key);
        if (status != EXIT_OK || drop[i]) {
            selfprof_summary_free(sums[i]);
        } else if (!all) {
            all = sums[i];
        } else {
            if (selfprof_summary_merge(all, sums[i]) != SELFPROF_OK)
                cli_out_of_memory();
            selfprof_summary_free(sums[i]);
        }
    }
    free(sums);
    free(comps);
    free(drop);
    cli_free_inputs(paths, n);
    if (status == EXIT_OK && !all) { /* cli_expand_inputs refuses an empty directory */
        cli_error("%s: no .mm_profdata files in this directory", arg);
        status = EXIT_INPUT;
    }
    if (status != EXIT_OK) {
        selfprof_summary_free(all);
        return status;
    }
    selfprof_summary_sort(all, SELFPROF_SORT_SELF_TIME);
    *out = all;
    return EXIT_OK;
}

/* ---- two profiles at once ---- */

typedef struct pair_job {
    const char *path;
    selfprof_summary *summary;
    selfprof_error err;
    uint64_t cut, cut_at; /* selfprof_profile_cut, for the main thread's warning */
    cli_tools tools;
} pair_job;

/* Library calls only: they do not print, so the main thread decides which
 * error or warning to report (and in which order). */
static void *summarize_job(void *arg)
{
    pair_job *j = arg;
    selfprof_profile *p = NULL;
    if (selfprof_profile_open_flags(j->path, SELFPROF_OPEN_CUT_OK, &p, &j->err) == SELFPROF_OK)
        j->cut = selfprof_profile_cut(p, &j->cut_at);
    if (!p || selfprof_summarize(p, NULL, &j->summary, &j->err) != SELFPROF_OK)
        j->summary = NULL;
    else
        cli_tools_add(&j->tools, p);
    selfprof_profile_close(p);
    return NULL;
}

/* 1 when `arg` is an existing regular file that is not JSON. */
static int plain_profile(const char *arg)
{
    struct stat st;
    if (stat(arg, &st) != 0 || !S_ISREG(st.st_mode))
        return 0;
    return looks_like_json(arg) == 0;
}

int summary_input_load_pair(const char *a, const char *b, selfprof_summary **sa,
                            selfprof_summary **sb, cli_tools *ta, cli_tools *tb, int newest)
{
    *sa = *sb = NULL;
    cli_tools scratch[2] = {{{0}, ""}, {{0}, ""}};
    ta = ta ? ta : &scratch[0];
    tb = tb ? tb : &scratch[1];
    pthread_t t;
    pair_job job = {b, NULL, {0}, 0, 0, {{0}, ""}};
    if (!plain_profile(a) || !plain_profile(b) ||
        pthread_create(&t, NULL, summarize_job, &job) != 0) {
        int status = load_any(a, sa, ta, newest);
        if (status == EXIT_OK && (status = load_any(b, sb, tb, newest)) != EXIT_OK) {
            selfprof_summary_free(*sa);
            *sa = NULL;
        }
        return status;
    }
    int status = load_profile(a, sa, ta, NULL); /* prints its own error */
    pthread_join(t, NULL);
    cli_tools_merge(tb, &job.tools);
    cli_cut_warning(b, job.cut, job.cut_at);
    if (status == EXIT_OK && !job.summary) {
        cli_file_error(b, &job.err);
        status = EXIT_INPUT;
    }
    if (status != EXIT_OK) {
        selfprof_summary_free(*sa);
        selfprof_summary_free(job.summary);
        *sa = NULL;
        return status;
    }
    selfprof_summary_sort(*sa, SELFPROF_SORT_SELF_TIME);
    selfprof_summary_sort(job.summary, SELFPROF_SORT_SELF_TIME);
    *sb = job.summary;
    return EXIT_OK;
}
