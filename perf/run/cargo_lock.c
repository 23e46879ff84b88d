/* cargo_lock.c — reads a Cargo.lock into packages and their dependency
 * names, and finds the ones a build needs (see cargo_lock.h). Line-based,
 * as cargo writes it; the lock's own packages have no `source`. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cargo_lock.h"
#include "support/grow.h"

/* The value of a line `key = "value"`, or NULL (the line is cut there). */
static const char *value_of(char *line, const char *key)
{
    size_t n = strlen(key);
    if (strncmp(line, key, n) != 0 || strncmp(line + n, " = \"", 4) != 0)
        return NULL;
    char *v = line + n + 4, *end = strchr(v, '"');
    if (!end)
        return NULL;
    *end = 0;
    return v;
}

static int add_dep(perf_lock_package *p, const char *entry)
{
    size_t n = strcspn(entry, " \"");
    char *d = realloc(p->deps, p->deps_len + n + 2);
    if (!d)
        return -1;
    memcpy(d + p->deps_len, entry, n);
    d[p->deps_len + n] = '\n';
    d[p->deps_len + n + 1] = 0;
    p->deps = d;
    p->deps_len += n + 1;
    return 0;
}

int perf_cargo_lock_read(const char *path, perf_cargo_lock *out)
{
    memset(out, 0, sizeof *out);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char *line = NULL;
    size_t cap = 0;
    perf_lock_package *p = NULL; /* the package being read */
    int in_deps = 0, bad = 0;
    const char *v;
    while (!bad && getline(&line, &cap, f) >= 0) {
        line[strcspn(line, "\r\n")] = 0;
        if (strcmp(line, "[[package]]") == 0 || strcmp(line, "[root]") == 0) {
            bad = sup_grow((void **)&out->v, &out->cap, out->n + 1, sizeof *out->v) < 0;
            if (!bad) {
                p = &out->v[out->n++];
                memset(p, 0, sizeof *p);
            }
            in_deps = 0;
        } else if (line[0] == '[') {
            p = NULL; /* [metadata] and the like */
        } else if (p && in_deps) {
            const char *q = strchr(line, '"');
            if (q)
                bad = add_dep(p, q + 1) < 0;
            in_deps = strchr(line, ']') == NULL;
        } else if (p && strncmp(line, "dependencies = [", 16) == 0) {
            in_deps = strchr(line + 16, ']') == NULL; /* cargo writes one a line */
        } else if (p && (v = value_of(line, "name"))) {
            snprintf(p->name, sizeof p->name, "%s", v);
        } else if (p && (v = value_of(line, "version"))) {
            snprintf(p->version, sizeof p->version, "%s", v);
        } else if (p && (v = value_of(line, "source"))) {
            p->external = strncmp(v, "registry+", 9) == 0 || strncmp(v, "sparse+", 7) == 0 ||
                          strncmp(v, "git+", 4) == 0;
        }
    }
    free(line);
    fclose(f);
    if (bad) {
        perf_cargo_lock_free(out);
        return -1;
    }
    return 0;
}

/* The manifest's text (malloc'ed) and its [package] name in `name`. */
static char *read_manifest(const char *path, char *name, size_t n)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    char *text = NULL, *line = NULL;
    size_t len = 0, cap = 0, tcap = 0;
    int in_package = 0;
    ssize_t got;
    *name = 0;
    while ((got = getline(&line, &cap, f)) >= 0) {
        if (sup_grow((void **)&text, &tcap, len + (size_t)got + 1, 1) < 0) {
            free(text);
            text = NULL;
            break;
        }
        memcpy(text + len, line, (size_t)got + 1);
        len += (size_t)got;
        const char *l = line + strspn(line, " \t");
        if (*l == '[')
            in_package = strncmp(l, "[package]", 9) == 0;
        else if (in_package && !*name && strncmp(l, "name", 4) == 0) {
            const char *q = strchr(l, '"'), *e = q ? strchr(q + 1, '"') : NULL;
            if (e && strspn(l + 4, " =") == (size_t)(q - l - 4))
                snprintf(name, n, "%.*s", (int)(e - q - 1), q + 1);
        }
    }
    free(line);
    fclose(f);
    return text;
}

/* Whether the name `d` (n bytes) occurs in `text` between characters that
 * cannot be part of a crate name. */
static int mentions(const char *text, const char *d, size_t n)
{
    char word[256];
    if (n == 0 || n >= sizeof word)
        return 1; /* not a name: count it */
    memcpy(word, d, n);
    word[n] = 0;
    for (const char *s = text; (s = strstr(s, word)) != NULL; s++) {
        char before = s > text ? s[-1] : ' ', after = s[n];
        if (!isalnum((unsigned char)before) && before != '_' && before != '-' &&
            !isalnum((unsigned char)after) && after != '_' && after != '-')
            return 1;
    }
    return 0;
}

void perf_cargo_lock_mark_needed(perf_cargo_lock *lock, const char *manifest)
{
    char primary[256];
    char *text = read_manifest(manifest, primary, sizeof primary);
    size_t top = lock->n;
    for (size_t i = 0; i < lock->n; i++)
        if (!lock->v[i].external && text && *primary && strcmp(lock->v[i].name, primary) == 0)
            top = i;
    if (top == lock->n) { /* not found: all count, as without this check */
        for (size_t i = 0; i < lock->n; i++)
            lock->v[i].needed = 1;
        free(text);
        return;
    }
    for (size_t i = 0; i < lock->n; i++)
        lock->v[i].needed = !lock->v[i].external;
    /* Marking by name until nothing changes: a lock has at most some
     * hundreds of packages. Every version of a name counts. */
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t i = 0; i < lock->n; i++) {
            const perf_lock_package *p = &lock->v[i];
            if (!p->needed || !p->deps)
                continue;
            for (const char *d = p->deps; *d;) {
                size_t n = strcspn(d, "\n");
                int follow = i != top || mentions(text, d, n);
                for (size_t j = 0; follow && j < lock->n; j++) {
                    perf_lock_package *q = &lock->v[j];
                    if (!q->needed && strlen(q->name) == n && strncmp(q->name, d, n) == 0)
                        q->needed = changed = 1;
                }
                d += n + (d[n] == '\n');
            }
        }
    }
    free(text);
}

void perf_cargo_lock_free(perf_cargo_lock *lock)
{
    for (size_t i = 0; i < lock->n; i++)
        free(lock->v[i].deps);
    free(lock->v);
    memset(lock, 0, sizeof *lock);
}
