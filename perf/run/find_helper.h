/* find_helper.h — where selfprof-perf's helper programs are (run_find.c). */
#ifndef PERF_FIND_HELPER_H
#define PERF_FIND_HELPER_H

/* A helper program of selfprof-perf's (e.g. "selfprof-perf-slow"): $ENV
 * when `env` names a set variable, else next to this program, one
 * directory up (the build tree) or in ../libexec/selfprof (an
 * installation). malloc'd absolute path, or NULL when not found. */
char *perf_run_find_helper(const char *name, const char *env);

#endif
