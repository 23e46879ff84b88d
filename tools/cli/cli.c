/* cli.c — see cli.h. */
#include "cli/cli.h"

#include <dirent.h>
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

void cli_error(const char *fmt, ...)
{
    va_list ap;
    fputs("selfprof: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

void cli_file_error(const char *path, const selfprof_error *err)
{
    if (err->offset >= 0)
        fprintf(stderr, "selfprof: %s: %s (at byte %lld)\n", path, err->message,
                (long long)err->offset);
    else
        fprintf(stderr, "selfprof: %s: %s\n", path, err->message);
    if (err->code == SELFPROF_E_NOMEM)
        exit(EXIT_NOMEM); /* the line above said "out of memory" */
}

/* What a file that is not a profile but JSON is, from its first 64 KiB:
 * "trace" (clang -ftime-trace, or Chrome's array format), "summary"
 * (summarize --json, diff --json), "json" (something else) or NULL (not
 * JSON). A sniff, not a parse: it only chooses the hint of an error. */
static const char *sniff_json(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    static char buf[65537];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    size_t i = 0;
    while (i < n && strchr(" \t\r\n", buf[i]))
        i++;
    if (i == n || (buf[i] != '{' && buf[i] != '['))
        return NULL;
    if (strstr(buf + i, "\"traceEvents\"") || (buf[i] == '[' && strstr(buf + i, "\"ph\"")))
        return "trace";
    if (strstr(buf + i, "\"query_data\""))
        return "summary";
    return "json";
}

int cli_profile_open(const char *path, selfprof_profile **out, selfprof_error *err)
{
    int rc = selfprof_profile_open_flags(path, SELFPROF_OPEN_CUT_OK, out, err);
    if (rc == SELFPROF_OK) {
        uint64_t at, cut = selfprof_profile_cut(*out, &at);
        cli_cut_warning(path, cut, at);
    } else if (rc == SELFPROF_E_FORMAT && err->offset == 0 &&
               strstr(err->message, "no MMPD magic")) {
        /* JSON given where a profile was wanted: say which command reads it. */
        const char *kind = sniff_json(path);
        const char *hint =
            !kind ? NULL
            : strcmp(kind, "trace") == 0
                ? "a clang -ftime-trace trace: make a profile of it with 'selfprof import "
                  "clang-time-trace %s'"
            : strcmp(kind, "summary") == 0
                ? "a summary JSON (summarize --json): compare two with 'selfprof diff "
                  "OLD.json NEW.json'"
                : "JSON: a clang trace wants 'selfprof import clang-time-trace %s', a summary "
                  "JSON 'selfprof diff'";
        if (hint) {
            char h[400];
            snprintf(h, sizeof h, hint, path);
            snprintf(err->message, sizeof err->message, "not a profile but %s", h);
            err->offset = -1;
        }
    }
    return rc;
}

void cli_cut_warning(const char *path, uint64_t cut, uint64_t at)
{
    if (cut)
        fprintf(stderr,
                "selfprof: %s: warning: the last %llu bytes, from byte %llu, are an incomplete "
                "page (the writer was killed?): reading the complete pages before them\n",
                path, (unsigned long long)cut, (unsigned long long)at);
}

void cli_option_error(const char *command, int c, char **argv)
{
    const char *opt = optind > 0 ? argv[optind - 1] : "?";
    cli_error("%s: %s '%s' (see 'selfprof %s --help')", command,
              c == ':' ? "missing value for option" : "unknown option", opt, command);
}

int cli_parse_u64(const char *option, const char *text, uint64_t *out)
{
    char *end;
    errno = 0;
    /* A digit first: strtoull would also take blanks and a sign, and wrap
     * " -1" around to UINT64_MAX. */
    if (!text || *text < '0' || *text > '9') {
        cli_error("%s needs a non-negative integer, not '%s'", option, text ? text : "");
        return -1;
    }
    unsigned long long v = strtoull(text, &end, 10);
    if (errno || *end) {
        cli_error("%s needs a non-negative integer, not '%s'", option, text);
        return -1;
    }
    *out = v;
    return 0;
}

uint64_t cli_time_unit_ns(const char *s, size_t n)
{
    static const struct {
        const char *name;
        uint64_t ns;
    } U[] = {{"ns", 1},
             {"us", 1000},
             {"\xC2\xB5s", 1000}, /* U+00B5 micro sign */
             {"\xCE\xBCs", 1000} /* U+03BC mu */,
             {"ms", 1000000},
             {"s", 1000000000}};
    for (size_t i = 0; i < sizeof U / sizeof U[0]; i++)
        if (strlen(U[i].name) == n && memcmp(U[i].name, s, n) == 0)
            return U[i].ns;
    return 0;
}

int cli_parse_duration(const char *text, uint64_t default_ns, uint64_t *out_ns)
{
    const char *s = text;
    uint64_t whole = 0, frac = 0, frac_scale = 1, unit = default_ns;
    int digits = 0;
    if (!s)
        return -1;
    for (; *s >= '0' && *s <= '9'; s++, digits++) {
        uint64_t d = (uint64_t)(*s - '0');
        if (whole > (UINT64_MAX - d) / 10)
            return -1;
        whole = whole * 10 + d;
    }
    if (*s == '.') {
        for (s++; *s >= '0' && *s <= '9'; s++, digits++)
            if (frac_scale < 1000000000u) /* nine digits: enough for 1 ns in s */
                frac = frac * 10 + (uint64_t)(*s - '0'), frac_scale *= 10;
    }
    if (digits == 0)
        return -1;
    if (*s && !(unit = cli_time_unit_ns(s, strlen(s))))
        return -1;
    if (unit == 0 || unit > 1000000000u || whole > UINT64_MAX / unit)
        return -1;
    /* frac < frac_scale <= 1e9 and unit <= 1e9: the product fits. */
    uint64_t ns = whole * unit, part = frac * unit / frac_scale;
    if (part > UINT64_MAX - ns)
        return -1;
    *out_ns = ns + part;
    return 0;
}

static int has_suffix(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

static int compare_strings(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Appends `path` (taken: freed on failure). */
static int push(char ***paths, int *count, int *cap, char *path)
{
    if (!path)
        return -1;
    if (*count == *cap) {
        int grown = *cap ? *cap * 2 : 16;
        char **p = realloc(*paths, (size_t)grown * sizeof *p);
        if (!p) {
            free(path);
            return -1;
        }
        *cap = grown;
        *paths = p;
    }
    (*paths)[(*count)++] = path;
    return 0;
}

int cli_expand_inputs(char **args, int nargs, char ***out)
{
    char **paths = NULL;
    int count = 0, cap = 0;
    for (int i = 0; i < nargs; i++) {
        struct stat st;
        if (stat(args[i], &st) != 0) {
            cli_error("%s: cannot open: %s", args[i], strerror(errno));
            cli_free_inputs(paths, count);
            return -1;
        }
        if (!S_ISDIR(st.st_mode)) {
            if (push(&paths, &count, &cap, strdup(args[i])) != 0)
                goto oom;
            continue;
        }
        DIR *d = opendir(args[i]);
        if (!d) {
            cli_error("%s: cannot read directory: %s", args[i], strerror(errno));
            cli_free_inputs(paths, count);
            return -1;
        }
        int first = count;
        for (struct dirent *e; (e = readdir(d));) {
            if (!has_suffix(e->d_name, ".mm_profdata"))
                continue;
            size_t dir_len = strlen(args[i]);
            while (dir_len > 1 && args[i][dir_len - 1] == '/')
                dir_len--; /* "dir/" + name, not "dir//name" */
            size_t n = dir_len + strlen(e->d_name) + 2;
            char *path = malloc(n);
            if (path)
                snprintf(path, n, "%.*s/%s", (int)dir_len, args[i], e->d_name);
            if (push(&paths, &count, &cap, path) != 0) {
                closedir(d);
                goto oom;
            }
        }
        closedir(d);
        if (count == first) {
            cli_error("%s: no .mm_profdata files in this directory", args[i]);
            cli_free_inputs(paths, count);
            return -1;
        }
        qsort(paths + first, (size_t)(count - first), sizeof *paths, compare_strings);
    }
    *out = paths;
    return count;
oom:
    cli_out_of_memory();
}

void cli_free_inputs(char **paths, int count)
{
    for (int i = 0; i < count; i++)
        free(paths[i]);
    free(paths);
}

FILE *cli_open_output(const char *path)
{
    if (!path || strcmp(path, "-") == 0)
        return stdout;
    FILE *f = fopen(path, "w");
    if (!f && errno == ENOMEM) /* fopen's own buffer */
        cli_out_of_memory();
    if (!f)
        cli_error("%s: cannot create: %s", path, strerror(errno));
    return f;
}

int cli_close_output(FILE *f, const char *path)
{
    int bad = ferror(f);
    int rc = f == stdout ? fflush(f) : fclose(f);
    if (bad || rc != 0) {
        cli_error("%s: write failed: %s", path && strcmp(path, "-") ? path : "stdout",
                  strerror(errno ? errno : EIO));
        return -1;
    }
    return 0;
}

size_t cli_display_width(const char *s)
{
    size_t w = 0;
    for (; *s; s++)
        w += ((unsigned char)*s & 0xC0) != 0x80;
    return w;
}

size_t cli_edit_distance(const char *a, const char *b)
{
    size_t n = strlen(a), m = strlen(b);
    if (n > 63 || m > 63)
        return SIZE_MAX;
    size_t row[64];
    for (size_t j = 0; j <= m; j++)
        row[j] = j;
    for (size_t i = 1; i <= n; i++) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= m; j++) {
            size_t up = row[j];
            size_t sub = diag +
                         (tolower((unsigned char)a[i - 1]) != tolower((unsigned char)b[j - 1]));
            size_t best = up + 1 < row[j - 1] + 1 ? up + 1 : row[j - 1] + 1;
            row[j] = sub < best ? sub : best;
            diag = up;
        }
    }
    return row[m];
}

int cli_mkdir_p(const char *path)
{
    char *p = cli_xstrdup(path);
    for (char *s = p + 1; *s; s++) {
        if (*s != '/')
            continue;
        *s = 0;
        if (mkdir(p, 0777) != 0 && errno != EEXIST) {
            int e = errno;
            free(p);
            errno = e;
            return -1;
        }
        *s = '/';
    }
    int rc = mkdir(p, 0777) == 0 || errno == EEXIST ? 0 : -1;
    int e = errno;
    free(p);
    errno = e;
    return rc;
}
