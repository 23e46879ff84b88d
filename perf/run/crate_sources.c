/* crate_sources.c — before a Rust benchmark is built, whether every crate
 * its Cargo.lock names from a registry (or git), and its build needs (not
 * a dev-dependency's: cargo_lock.h), can be had offline: from
 * the benchmark's own .cargo/config.toml, its vendor/ folder, or Debian's
 * registry. A crate that none has would make cargo fail after the
 * copying, on every try alike; it is found here, named in one line with
 * how to provide it, and the job fails at once. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cargo_lock.h"
#include "crate_sources.h"
#include "rust_source.h"

#define SHOWN_MAX 4 /* missing crates named in the message; the rest counted */

typedef struct {
    const char *src, *dir; /* the copy; the crates' directory (vendor or registry) */
    perf_crate_mode mode;
    char shown[1024];
    int missing;
} crate_check;

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Whether version `have` is in the caret range of `locked` (cargo's
 * default requirement): the same major, or for 0.x the same minor, or
 * for 0.0.x the same patch. */
static int caret_compatible(const char *have, const char *locked)
{
    unsigned long h[3] = {0}, l[3] = {0};
    const char *a = have, *b = locked;
    for (int i = 0; i < 3; i++) {
        char *end;
        h[i] = strtoul(a, &end, 10);
        a = *end == '.' ? end + 1 : end;
        l[i] = strtoul(b, &end, 10);
        b = *end == '.' ? end + 1 : end;
    }
    int level = l[0] ? 0 : l[1] ? 1 : 2; /* the first non-zero part decides */
    for (int i = 0; i <= level; i++)
        if (h[i] != l[i])
            return 0;
    return 1;
}

static int available(const crate_check *k, const perf_lock_package *p)
{
    char path[8192];
    if (k->mode == PERF_CRATES_VENDOR) {
        snprintf(path, sizeof path, "%s/%s-%s", k->dir, p->name, p->version);
        if (is_dir(path))
            return 1;
        snprintf(path, sizeof path, "%s/%s", k->dir, p->name);
        return is_dir(path);
    }
    /* The lock is dropped and cargo resolves again, under the
     * Cargo.toml's requirement, which is most often the locked version's
     * caret range: the registry's version must be compatible with it. */
    char *found = perf_registry_newest(k->dir, p->name);
    const char *slash = found ? strrchr(found, '/') : NULL;
    int ok = slash && caret_compatible(slash + 1 + strlen(p->name) + 1, p->version);
    free(found);
    return ok;
}

static void check_package(crate_check *k, const perf_lock_package *p)
{
    if (!p->external || !p->needed || !*p->name || available(k, p))
        return;
    if (k->missing++ < SHOWN_MAX) {
        size_t used = strlen(k->shown);
        snprintf(k->shown + used, sizeof k->shown - used, "%s%s %s", used ? ", " : "", p->name,
                 p->version);
    }
}

int perf_crate_sources_check(perf_run_ctx *c, const char *src, const char *manifest,
                             const char *lock, perf_crate_mode *mode)
{
    char path[4400], vendor[4400];
    snprintf(path, sizeof path, "%s/.cargo/config.toml", src);
    struct stat st;
    int own = stat(path, &st) == 0;
    snprintf(path, sizeof path, "%s/.cargo/config", src);
    own |= stat(path, &st) == 0;
    if (own) {
        *mode = PERF_CRATES_OWN_CONFIG;
        return 0;
    }
    snprintf(vendor, sizeof vendor, "%s/vendor", src);
    crate_check k = {src, perf_crate_registry(), PERF_CRATES_DEBIAN, "", 0};
    if (is_dir(vendor)) {
        k.mode = PERF_CRATES_VENDOR;
        k.dir = vendor;
    }
    *mode = k.mode;
    perf_cargo_lock graph;
    if (!lock || perf_cargo_lock_read(lock, &graph) < 0)
        return 0; /* nothing pinned (or unreadable): cargo resolves against the directory */
    perf_cargo_lock_mark_needed(&graph, manifest);
    for (size_t i = 0; i < graph.n; i++)
        check_package(&k, &graph.v[i]);
    perf_cargo_lock_free(&graph);
    if (!k.missing)
        return 0;
    char more[64] = "";
    if (k.missing > SHOWN_MAX)
        snprintf(more, sizeof more, " and %d more", k.missing - SHOWN_MAX);
    return perf_run_fail_final(
        c,
        "%s: %s %s%s from crates.io %s not in %s: put %s in a vendor/ folder next to its "
        "Cargo.toml (cargo vendor), or replace the crates-io source in its .cargo/config.toml",
        c->bench->name, k.missing == 1 ? "crate" : "crates", k.shown, more,
        k.missing == 1 ? "is" : "are", k.dir, k.missing == 1 ? "it" : "them");
}

/* The text between the first two backquotes of `s` (cargo quotes names
 * and paths so), copied to out; 0 when there is none. */
static int backquoted(const char *s, char *out, size_t n)
{
    const char *a = strchr(s, '`'), *b = a ? strchr(a + 1, '`') : NULL;
    if (!b || n == 0)
        return 0;
    size_t len = (size_t)(b - a - 1) < n - 1 ? (size_t)(b - a - 1) : n - 1;
    memcpy(out, a + 1, len);
    out[len] = 0;
    return 1;
}

int perf_crate_sources_unresolved(perf_run_ctx *c)
{
    static const char REQ[] = "error: failed to select a version for the requirement ",
                      CONFLICT[] = "error: failed to select a version for ",
                      NONE[] = "error: no matching package named ",
                      HAS[] = "candidate versions found which didn't match: ",
                      WHERE[] = "location searched: directory source ";
    FILE *f = fopen(c->log, "r");
    if (!f)
        return 0;
    char crate[512] = "", have[160] = "", dir[4096] = "";
    char *line = NULL;
    size_t cap = 0;
    while (getline(&line, &cap, f) >= 0) {
        line[strcspn(line, "\r\n")] = 0;
        if (*crate == 0 && (strncmp(line, REQ, sizeof REQ - 1) == 0 ||
                            strncmp(line, CONFLICT, sizeof CONFLICT - 1) == 0 ||
                            strncmp(line, NONE, sizeof NONE - 1) == 0)) {
            /* `itoa = "=1.0.99"` or `syn` or `nosuchcrate`: the name,
             * then the requirement if any, as "itoa =1.0.99" */
            backquoted(line, crate, sizeof crate);
            char *eq = strstr(crate, " = \"");
            if (eq) {
                memmove(eq + 1, eq + 4, strlen(eq + 4) + 1);
                crate[strcspn(crate, "\"")] = 0;
            }
        } else if (*have == 0 && strncmp(line, HAS, sizeof HAS - 1) == 0) {
            snprintf(have, sizeof have, "%s", line + sizeof HAS - 1);
        } else if (*dir == 0 && strncmp(line, WHERE, sizeof WHERE - 1) == 0) {
            backquoted(line, dir, sizeof dir);
        }
    }
    free(line);
    fclose(f);
    if (!*crate)
        return 0;
    /* the copy's vendor/ is the benchmark's own: named so, not by the work path */
    size_t dl = strlen(dir);
    int vendor = dl >= 7 && strcmp(dir + dl - 7, "/vendor") == 0;
    const char *where = vendor ? "its vendor/ folder" : *dir ? dir : "the offline source";
    const char *fix = vendor ? "vendor its crates again (cargo vendor)"
                             : "put it in a vendor/ folder next to its Cargo.toml (cargo vendor)";
    perf_run_fail_final(c,
                        "%s: cargo finds no crate %s in %s%s%s%s: %s, or replace the crates-io "
                        "source in its .cargo/config.toml",
                        c->bench->name, crate, where, *have ? " (it has " : "", have,
                        *have ? ")" : "", fix);
    return 1;
}
