/* case_names.c — which profiles and scenarios a test case may have
 * (catalog.h), for every verb and handler that reads one from its user. */
#include "catalog.h"

#include <string.h>

#include "../profile/profile.h"

int perf_profile_valid(const char *p)
{
    const perf_profile_def *d = perf_profile_find(p);
    return d && d->languages;
}

int perf_scenario_valid(const char *s)
{
    return !strcmp(s, "full") || !strcmp(s, "incr-full") || !strcmp(s, "incr-unchanged") ||
           (!strncmp(s, "incr-patched: ", 14) && s[14]);
}
