/* bench_parse.c — perf-config.json of one benchmark: parsed with jansson,
 * every field checked (type, value, references to profiles, scenarios and
 * patches), unknown fields refused, so a typo is an error and not a
 * silently ignored setting. */
#include <errno.h>
#include <jansson.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_config.h"
#include "suite.h"
#include "../profile/profile.h"
#include "support/grow.h"

/* Scenario kinds in run order, with rustc-perf's spelling of each. */
static const char *const SCENARIOS[] = {"full", "incr-full", "incr-unchanged", "incr-patched"};
static const char *const RUSTC_PERF_SCENARIOS[] = {"Full", "IncrFull", "IncrUnchanged",
                                                   "IncrPatched"};
#define NSCEN 4
#define PATCHED_PREFIX "incr-patched: "

static int fail(char *err, size_t errlen, const char *file, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static int fail(char *err, size_t errlen, const char *file, const char *fmt, ...)
{
    int n = snprintf(err, errlen, "%s: ", file);
    if (n >= 0 && (size_t)n < errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
        va_end(ap);
    }
    /* The message quotes the config's own strings: a control character in
     * one (a key "a\nb") must not break the one-line error. */
    for (char *c = err; errlen && *c; c++)
        if ((unsigned char)*c < 0x20 || *c == 0x7f)
            *c = '?';
    return -1;
}

static char *dup_or_null(const char *s) { return s ? strdup(s) : NULL; }

static void strv_free(perf_strv *s)
{
    for (size_t i = 0; i < s->n; i++)
        free(s->v[i]);
    free(s->v);
    s->v = NULL;
    s->n = 0;
    s->cap = 0;
}

static int strv_push(perf_strv *s, const char *str, size_t len)
{
    if (sup_grow((void **)&s->v, &s->cap, s->n + 1, sizeof *s->v) < 0)
        return -1;
    if (!(s->v[s->n] = strndup(str, len)))
        return -1;
    s->n++;
    return 0;
}

/* Splits at spaces and tabs, as rustc-perf splits cargo_opts. */
static int strv_split(perf_strv *s, const char *str)
{
    const char *p = str;
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == '\n')
            p++;
        const char *start = p;
        while (*p && *p != ' ' && *p != '\t' && *p != '\n')
            p++;
        if (p > start && strv_push(s, start, (size_t)(p - start)) < 0)
            return -1;
    }
    return 0;
}

/* A relative path inside the source: not empty, not absolute, no ".."
 * component, no NUL (jansson strings may hold one). */
static int path_inside(const char *p, size_t len)
{
    if (len == 0 || strlen(p) != len || p[0] == '/')
        return 0;
    for (const char *c = p; *c;) {
        const char *end = strchr(c, '/');
        size_t n = end ? (size_t)(end - c) : strlen(c);
        if (n == 2 && c[0] == '.' && c[1] == '.')
            return 0;
        c += n + (end != NULL);
    }
    return 1;
}

int perf_patch_name_parse(const char *file, int *number, size_t *name_start, size_t *name_len)
{
    size_t len = strlen(file), i = 0;
    const char *ext = ".patch";
    if (len < 8 || strcmp(file + len - 6, ext) != 0)
        return 0;
    long n = 0;
    while (file[i] >= '0' && file[i] <= '9') {
        n = n * 10 + (file[i] - '0');
        if (n > INT_MAX / 10)
            return 0;
        i++;
    }
    if (i == 0 || file[i] != '-' || i + 1 >= len - 6)
        return 0;
    *number = (int)n;
    *name_start = i + 1;
    *name_len = len - 6 - (i + 1);
    return 1;
}

/* Scenario kind index of `s` ("IncrFull" or "incr-full"), or -1. */
static int scenario_kind(const char *s)
{
    for (int i = 0; i < NSCEN; i++)
        if (strcmp(s, SCENARIOS[i]) == 0 || strcmp(s, RUSTC_PERF_SCENARIOS[i]) == 0)
            return i;
    return -1;
}

static int get_string(json_t *obj, const char *key, const char **out, const char *file, char *err,
                      size_t errlen)
{
    json_t *v = json_object_get(obj, key);
    *out = NULL;
    if (!v || json_is_null(v))
        return 0;
    if (!json_is_string(v))
        return fail(err, errlen, file, "\"%s\" is not a string", key);
    if (strlen(json_string_value(v)) != json_string_length(v))
        return fail(err, errlen, file, "\"%s\" holds a NUL character", key);
    *out = json_string_value(v);
    return 0;
}

/* An array of strings (or absent). */
static int get_strings(json_t *obj, const char *key, perf_strv *out, const char *file, char *err,
                       size_t errlen)
{
    json_t *v = json_object_get(obj, key);
    if (!v || json_is_null(v))
        return 0;
    if (!json_is_array(v))
        return fail(err, errlen, file, "\"%s\" is not an array of strings", key);
    for (size_t i = 0; i < json_array_size(v); i++) {
        json_t *e = json_array_get(v, i);
        if (!json_is_string(e))
            return fail(err, errlen, file, "\"%s\"[%zu] is not a string", key, i);
        if (strlen(json_string_value(e)) != json_string_length(e) || json_string_length(e) == 0)
            return fail(err, errlen, file, "\"%s\"[%zu] is empty or holds a NUL", key, i);
        if (strv_push(out, json_string_value(e), json_string_length(e)) < 0)
            return fail(err, errlen, file, "out of memory");
    }
    return 0;
}

static int cmp_patch(const void *a, const void *b)
{
    const perf_patch *x = a, *y = b;
    return x->number < y->number ? -1 : x->number > y->number;
}

static const char *const FIELDS[] = {"artifact",
                                     "category",
                                     "cargo_opts",
                                     "cargo_rustc_opts",
                                     "cargo_toml",
                                     "touch_file",
                                     "excluded_profiles",
                                     "excluded_scenarios",
                                     "runs",
                                     "disabled",
                                     "language",
                                     "source",
                                     "debian_package",
                                     "files",
                                     "cflags",
                                     "include_dirs",
                                     "ldflags",
                                     "description"};

static int parse_patches(perf_bench_config *c, const char *dir, const char *const *patches,
                         size_t npatch, const char *file, char *err, size_t errlen)
{
    if (npatch == 0)
        return 0;
    if (!(c->patches = calloc(npatch, sizeof *c->patches)))
        return fail(err, errlen, file, "out of memory");
    for (size_t i = 0; i < npatch; i++) {
        int number;
        size_t start, len;
        if (!perf_patch_name_parse(patches[i], &number, &start, &len))
            return fail(err, errlen, file,
                        "patch '%s' is not named N-name.patch (N a number, name not empty)",
                        patches[i]);
        for (size_t k = start; k < start + len; k++) {
            char ch = patches[i][k];
            if (ch == ':' || ch == ' ' || ch == '\t' || ch == '\n' || ch == '"' || ch == '\\')
                return fail(err, errlen, file, "patch '%s': its name has a '%c'", patches[i],
                            ch == '\t' || ch == '\n' ? ' ' : ch);
        }
        perf_patch *p = &c->patches[c->patch_count++];
        p->number = number;
        p->name = strndup(patches[i] + start, len);
        size_t plen = strlen(dir) + strlen(patches[i]) + 2;
        p->path = malloc(plen);
        if (!p->name || !p->path)
            return fail(err, errlen, file, "out of memory");
        snprintf(p->path, plen, "%s/%s", dir, patches[i]);
    }
    qsort(c->patches, c->patch_count, sizeof *c->patches, cmp_patch);
    for (size_t i = 1; i < c->patch_count; i++) {
        if (c->patches[i].number == c->patches[i - 1].number)
            return fail(err, errlen, file, "two patches are numbered %d", c->patches[i].number);
        for (size_t j = 0; j < i; j++)
            if (strcmp(c->patches[i].name, c->patches[j].name) == 0)
                return fail(err, errlen, file, "two patches are named '%s'", c->patches[i].name);
    }
    return 0;
}

/* Appends a copy of s to the array *v of *n strings and room *cap. */
static int push_owned(char ***v, size_t *n, size_t *cap, const char *s)
{
    if (sup_grow((void **)v, cap, *n + 1, sizeof **v) < 0)
        return -1;
    if (!((*v)[*n] = strdup(s)))
        return -1;
    (*n)++;
    return 0;
}

/* The profiles and scenarios left after the exclusions. */
static int select_cases(perf_bench *b, perf_bench_config *c, json_t *root, int is_c,
                        const char *file, char *err, size_t errlen)
{
    perf_strv ex = {0};
    int excluded_kind[NSCEN] = {0};
    char *excluded_patch = NULL; /* bitmap over c->patches */
    size_t pcap = 0, scap = 0;   /* room in b->profiles, b->scenarios (empty so far) */
    int rc = -1;
    if (get_strings(root, "excluded_profiles", &ex, file, err, errlen) < 0)
        goto out;
    size_t nknown;
    const perf_profile_def *known = perf_profile_table(&nknown);
    char excluded_profile[32] = {0}; /* by row of the table */
    for (size_t i = 0; i < ex.n; i++) {
        const perf_profile_def *p = perf_profile_parse(ex.v[i]);
        if (!p) {
            char names[256];
            fail(err, errlen, file,
                 "excluded_profiles: unknown profile '%s' (known: %s, clippy, doc-json, or "
                 "rustc-perf's Check, Debug, Opt, Doc, Clippy, DocJson)",
                 ex.v[i], perf_profile_names(NULL, names, sizeof names));
            goto out;
        }
        excluded_profile[p - known] = 1;
    }
    /* the table's order; lto and its kind only where a program is linked */
    int binary = strcmp(c->artifact, "binary") == 0;
    for (size_t k = 0; k < nknown && k < sizeof excluded_profile; k++) {
        const perf_profile_def *p = &known[k];
        if (excluded_profile[k] || !perf_profile_for(p, is_c ? "c" : "rust") ||
            (p->links && !binary))
            continue;
        if (push_owned(&b->profiles, &b->profile_count, &pcap, p->name) < 0)
            goto oom;
    }
    strv_free(&ex);
    if (get_strings(root, "excluded_scenarios", &ex, file, err, errlen) < 0)
        goto out;
    if (c->patch_count && !(excluded_patch = calloc(c->patch_count, 1)))
        goto oom;
    for (size_t i = 0; i < ex.n; i++) {
        int k = scenario_kind(ex.v[i]);
        if (k >= 0) {
            excluded_kind[k] = 1;
            continue;
        }
        size_t pl = strlen(PATCHED_PREFIX);
        size_t j = c->patch_count;
        if (strncmp(ex.v[i], PATCHED_PREFIX, pl) == 0)
            for (j = 0; j < c->patch_count; j++)
                if (strcmp(c->patches[j].name, ex.v[i] + pl) == 0)
                    break;
        if (j == c->patch_count) {
            fail(err, errlen, file,
                 "excluded_scenarios: unknown scenario '%s' (known: full, incr-full, "
                 "incr-unchanged, incr-patched, 'incr-patched: NAME' of a patch)",
                 ex.v[i]);
            goto out;
        }
        excluded_patch[j] = 1;
    }
    for (int k = 0; k < (is_c ? 1 : NSCEN); k++) {
        if (excluded_kind[k])
            continue;
        if (k < 3) {
            if (push_owned(&b->scenarios, &b->scenario_count, &scap, SCENARIOS[k]) < 0)
                goto oom;
            continue;
        }
        for (size_t j = 0; j < c->patch_count; j++) {
            if (excluded_patch[j])
                continue;
            size_t len = strlen(PATCHED_PREFIX) + strlen(c->patches[j].name) + 1;
            char *s = malloc(len);
            if (!s)
                goto oom;
            snprintf(s, len, "%s%s", PATCHED_PREFIX, c->patches[j].name);
            int r = push_owned(&b->scenarios, &b->scenario_count, &scap, s);
            free(s);
            if (r < 0)
                goto oom;
        }
    }
    if (b->profile_count == 0) {
        fail(err, errlen, file, "every profile is excluded");
        goto out;
    }
    if (b->scenario_count == 0) {
        fail(err, errlen, file, "every scenario is excluded");
        goto out;
    }
    rc = 0;
    goto out;
oom:
    fail(err, errlen, file, "out of memory");
out:
    strv_free(&ex);
    free(excluded_patch);
    return rc;
}

static int parse_root(perf_bench *b, perf_bench_config *c, json_t *root, const char *file,
                      const char *dir, const char *const *patches, size_t npatch, char *err,
                      size_t errlen)
{
    if (!json_is_object(root))
        return fail(err, errlen, file, "not a JSON object");
    const char *key;
    json_t *val;
    json_object_foreach(root, key, val)
    {
        size_t i = 0;
        while (i < sizeof FIELDS / sizeof FIELDS[0] && strcmp(key, FIELDS[i]) != 0)
            i++;
        if (i == sizeof FIELDS / sizeof FIELDS[0])
            return fail(err, errlen, file, "unknown field \"%s\"", key);
    }
    const char *s;
    if (get_string(root, "language", &s, file, err, errlen) < 0)
        return -1;
    if (s && strcmp(s, "rust") != 0 && strcmp(s, "c") != 0)
        return fail(err, errlen, file, "\"language\" is '%s', not rust or c", s);
    int is_c = s && strcmp(s, "c") == 0;
    b->language = strdup(is_c ? "c" : "rust");

    if (get_string(root, "category", &s, file, err, errlen) < 0)
        return -1;
    if (!s)
        return fail(err, errlen, file, "no \"category\" (primary, secondary or stable)");
    if (strcmp(s, "primary") != 0 && strcmp(s, "secondary") != 0 && strcmp(s, "stable") != 0)
        return fail(err, errlen, file, "\"category\" is '%s', not primary, secondary or stable", s);
    b->category = strdup(s);

    if (get_string(root, "artifact", &s, file, err, errlen) < 0)
        return -1;
    if (!s)
        return fail(err, errlen, file, "no \"artifact\" (library or binary)");
    if (strcmp(s, "library") != 0 && strcmp(s, "binary") != 0)
        return fail(err, errlen, file, "\"artifact\" is '%s', not library or binary", s);
    c->artifact = strdup(s);

    json_t *v = json_object_get(root, "disabled");
    if (v && !json_is_boolean(v))
        return fail(err, errlen, file, "\"disabled\" is not true or false");
    b->disabled = v && json_is_true(v);

    v = json_object_get(root, "runs");
    if (v) {
        if (!json_is_integer(v) || json_integer_value(v) < 1 || json_integer_value(v) > 1000)
            return fail(err, errlen, file, "\"runs\" is not a whole number from 1 to 1000");
        c->runs = (int)json_integer_value(v);
    }
    if (get_string(root, "description", &s, file, err, errlen) < 0)
        return -1;

    if (get_string(root, "source", &s, file, err, errlen) < 0)
        return -1;
    if (s) {
        if (strncmp(s, "debian:", 7) == 0) {
            const char *crate = s + 7;
            if (!*crate ||
                strspn(crate, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                              "0123456789_-.") != strlen(crate) ||
                crate[0] == '.')
                return fail(err, errlen, file, "\"source\" '%s': not debian:CRATE", s);
            c->source = strdup(s);
        } else if (s[0] == '/') {
            c->source = strdup(s);
        } else if (*s) {
            size_t len = strlen(dir) + strlen(s) + 2;
            if ((c->source = malloc(len)))
                snprintf(c->source, len, "%s/%s", dir, s);
        } else {
            return fail(err, errlen, file, "\"source\" is empty");
        }
    }
    if (get_string(root, "debian_package", &s, file, err, errlen) < 0)
        return -1;
    c->debian_package = dup_or_null(s);

    const char *paths[] = {"cargo_toml", "touch_file"};
    char **dest[] = {&c->cargo_toml, &c->touch_file};
    for (size_t i = 0; i < 2; i++) {
        if (get_string(root, paths[i], &s, file, err, errlen) < 0)
            return -1;
        if (s && !path_inside(s, strlen(s)))
            return fail(err, errlen, file,
                        "\"%s\" '%s' is not a relative path inside the benchmark", paths[i], s);
        *dest[i] = dup_or_null(s);
    }
    if (get_string(root, "cargo_opts", &s, file, err, errlen) < 0)
        return -1;
    if (s && strv_split(&c->cargo_opts, s) < 0)
        return fail(err, errlen, file, "out of memory");
    if (get_string(root, "cargo_rustc_opts", &s, file, err, errlen) < 0)
        return -1;
    if (s && strv_split(&c->cargo_rustc_opts, s) < 0)
        return fail(err, errlen, file, "out of memory");

    if (get_strings(root, "files", &c->files, file, err, errlen) < 0 ||
        get_strings(root, "cflags", &c->cflags, file, err, errlen) < 0 ||
        get_strings(root, "include_dirs", &c->include_dirs, file, err, errlen) < 0 ||
        get_strings(root, "ldflags", &c->ldflags, file, err, errlen) < 0)
        return -1;
    for (size_t i = 0; i < c->files.n; i++)
        if (!path_inside(c->files.v[i], strlen(c->files.v[i])))
            return fail(err, errlen, file,
                        "\"files\" '%s' is not a relative path inside the source", c->files.v[i]);
    if (is_c) {
        const char *rust_only[] = {"cargo_opts", "cargo_rustc_opts", "cargo_toml", "touch_file"};
        for (size_t i = 0; i < 4; i++)
            if (json_object_get(root, rust_only[i]))
                return fail(err, errlen, file, "\"%s\" is for Rust benchmarks, this one is C",
                            rust_only[i]);
        if (c->files.n == 0)
            return fail(err, errlen, file,
                        "a C or C++ benchmark needs \"files\" (its .c or .cpp files)");
        if (npatch)
            return fail(err, errlen, file,
                        "patch '%s': C benchmarks have only the full scenario, no patches",
                        patches[0]);
    } else {
        const char *c_only[] = {"files", "cflags", "include_dirs", "ldflags"};
        for (size_t i = 0; i < 4; i++)
            if (json_object_get(root, c_only[i]))
                return fail(err, errlen, file, "\"%s\" is for C benchmarks, this one is Rust",
                            c_only[i]);
    }
    if (parse_patches(c, dir, patches, npatch, file, err, errlen) < 0)
        return -1;
    if (select_cases(b, c, root, is_c, file, err, errlen) < 0)
        return -1;
    if (!b->language || !b->category || !c->artifact ||
        (json_object_get(root, "source") && !c->source))
        return fail(err, errlen, file, "out of memory");
    return 0;
}

int perf_bench_parse(const char *json, size_t len, const char *file, const char *dir,
                     const char *name, const char *const *patches, size_t npatch,
                     struct perf_bench *b, char *err, size_t errlen)
{
    memset(b, 0, sizeof *b);
    perf_bench_config *c = calloc(1, sizeof *c);
    b->config = c;
    b->name = strdup(name);
    b->dir = strdup(dir);
    if (!c || !b->name || !b->dir) {
        perf_bench_clear(b);
        return fail(err, errlen, file, "out of memory");
    }
    json_error_t jerr;
    json_t *root = json_loadb(json, len, JSON_REJECT_DUPLICATES, &jerr);
    if (!root) {
        fail(err, errlen, file, "line %d, column %d: %s", jerr.line, jerr.column, jerr.text);
        perf_bench_clear(b);
        return -1;
    }
    int rc = parse_root(b, c, root, file, dir, patches, npatch, err, errlen);
    json_decref(root);
    if (rc < 0)
        perf_bench_clear(b);
    return rc;
}

void perf_bench_clear(struct perf_bench *b)
{
    perf_bench_config *c = b->config;
    if (c) {
        free(c->artifact);
        free(c->source);
        free(c->debian_package);
        strv_free(&c->cargo_opts);
        strv_free(&c->cargo_rustc_opts);
        free(c->cargo_toml);
        free(c->touch_file);
        for (size_t i = 0; i < c->patch_count; i++)
            free(c->patches[i].name), free(c->patches[i].path);
        free(c->patches);
        strv_free(&c->files);
        strv_free(&c->cflags);
        strv_free(&c->include_dirs);
        strv_free(&c->ldflags);
        free(c);
    }
    for (size_t i = 0; i < b->profile_count; i++)
        free(b->profiles[i]);
    free(b->profiles);
    for (size_t i = 0; i < b->scenario_count; i++)
        free(b->scenarios[i]);
    free(b->scenarios);
    free(b->name);
    free(b->dir);
    free(b->language);
    free(b->category);
    memset(b, 0, sizeof *b);
}
