/* options.h — selfprof_options resolved against the environment. */
#ifndef SP_OPTIONS_H
#define SP_OPTIONS_H

#include "selfprof/recorder.h"

/* Each value comes from the options field, else (unless
 * SELFPROF_OPT_NO_ENV) from its non-empty environment variable, else from
 * the default; `*_what` names where it came from, for error messages.
 * The strings live as long as the options and the environment. */
typedef struct sp_config {
    const char *dir, *dir_what;
    const char *name, *name_what;
    const char *events, *events_what;
    const char *counter, *counter_what;
    const char *clock, *clock_what;
    const char *writer, *writer_what;
} sp_config;

void sp_config_resolve(const selfprof_options *opts, sp_config *c);

/* The default writer ("inline" or "thread"), when neither the options nor
 * SELFPROF_WRITER name one. */
#define SP_DEFAULT_WRITER "inline"

/* Test hook: replaces the default writer (NULL: back to SP_DEFAULT_WRITER),
 * so that tests creating profilers with SELFPROF_OPT_NO_ENV run in either
 * mode. */
void sp_config_test_default_writer(const char *writer);

#endif
