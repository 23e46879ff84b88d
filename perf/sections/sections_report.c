/* sections_report.c — a detail's sections: each side's stored raw profile
 * by its self_profile id, its files' sections (sections_cache.c: analysed
 * once per process), summed as perf_sections_of_profile sums several
 * files. Not part of perf_report_detail, which reads rows only, so that
 * explain/, which reads the detail of every test case it explains, does
 * not decompress profiles; perf_sections_detail is both in one call. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sections.h"

void perf_sections_free(perf_sections *s) { free(s); }

/* d->release: the sections are sections/' to free. */
static void release(perf_detail *d)
{
    perf_sections_free(d->sections);
    d->sections = NULL;
}

/* Adds the sections of self-profile sp (side 0 or 1) to *s; one without
 * a stored raw profile adds nothing. */
static int one_side(perf_db *db, int64_t sp, int side, perf_sections *s, char *err, size_t errlen)
{
    perf_sections *files;
    size_t n;
    if (perf_sections_of_self_profile(db, sp, &files, &n, err, errlen) != PERF_REPORT_OK)
        return PERF_REPORT_ERROR;
    for (size_t i = 0; i < n; i++)
        sup_sections_add(side == 0 ? &s->a : &s->b, &files[i].a);
    if (n && side == 0)
        s->present_a = 1;
    else if (n)
        s->present_b = 1;
    free(files);
    return PERF_REPORT_OK;
}

int perf_sections_attach(perf_db *db, perf_detail *d, char *err, size_t errlen)
{
    perf_sections *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return PERF_REPORT_ERROR;
    }
    int rc = PERF_REPORT_OK;
    if (d->side_a.present)
        rc = one_side(db, d->side_a.self_profile, 0, s, err, errlen);
    if (rc == PERF_REPORT_OK && d->side_b.present)
        rc = one_side(db, d->side_b.self_profile, 1, s, err, errlen);
    if (rc != PERF_REPORT_OK) {
        perf_sections_free(s);
        return rc;
    }
    if (d->release)
        d->release(d);
    d->sections = s;
    d->release = release;
    return PERF_REPORT_OK;
}

int perf_sections_detail(perf_db *db, const char *a, const char *b, const char *benchmark,
                         const char *profile, const char *scenario, perf_detail **out, char *err,
                         size_t errlen)
{
    int rc = perf_report_detail(db, a, b, benchmark, profile, scenario, out, err, errlen);
    if (rc == PERF_REPORT_OK && (rc = perf_sections_attach(db, *out, err, errlen)) != 0) {
        perf_detail_free(*out);
        *out = NULL;
    }
    return rc;
}
