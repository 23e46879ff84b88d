/* sections_report.c — a detailed comparison's sections from the stored
 * raw profiles: each side's files are decompressed (perf_report_raw),
 * opened from memory and walked (sections_rules.c). Not part of
 * perf_report_detail, which reads rows only, so that callers that want
 * the rows alone (explain, over every test case) do not decompress
 * profiles. */
#include <stdio.h>
#include <stdlib.h>

#include "sections.h"

/* Adds the sections of `artifact`'s raw profile (side 0 or 1) to *s; a
 * test case without a stored raw profile adds nothing. */
static int one_side(perf_db *db, const perf_detail *d, const char *artifact, int side,
                    perf_sections *s, char *err, size_t errlen)
{
    perf_raw_profile *raw;
    int rc = perf_report_raw(db, artifact, d->benchmark, d->profile, d->scenario, &raw, err,
                             errlen);
    if (rc == PERF_REPORT_NOT_FOUND)
        return PERF_REPORT_OK;
    if (rc != PERF_REPORT_OK)
        return rc;
    for (size_t i = 0; i < raw->count && rc == PERF_REPORT_OK; i++) {
        selfprof_profile *p;
        selfprof_error e;
        if (selfprof_profile_open_memory(raw->files[i].data, raw->files[i].size, &p, &e) !=
            SELFPROF_OK) {
            snprintf(err, errlen, "%s: %s", raw->files[i].name, e.message);
            rc = PERF_REPORT_ERROR;
            break;
        }
        char why[256];
        if (perf_sections_of_profile(p, side, s, why, sizeof why) < 0) {
            snprintf(err, errlen, "%s: %s", raw->files[i].name, why);
            rc = PERF_REPORT_ERROR;
        }
        selfprof_profile_close(p);
    }
    if (rc == PERF_REPORT_OK) {
        if (side == 0)
            s->present_a = 1;
        else
            s->present_b = 1;
    }
    perf_raw_profile_free(raw);
    return rc;
}

int perf_report_sections(perf_db *db, perf_detail *d, char *err, size_t errlen)
{
    perf_sections *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return PERF_REPORT_ERROR;
    }
    int rc = PERF_REPORT_OK;
    if (d->side_a.present)
        rc = one_side(db, d, d->a, 0, s, err, errlen);
    if (rc == PERF_REPORT_OK && d->side_b.present)
        rc = one_side(db, d, d->b, 1, s, err, errlen);
    if (rc != PERF_REPORT_OK) {
        free(s);
        return rc;
    }
    free(d->sections);
    d->sections = s;
    return PERF_REPORT_OK;
}
