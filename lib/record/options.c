/* options.c — defaults and SELFPROF_* environment variables. */
#include "options.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

void selfprof_options_init(selfprof_options *opts) { memset(opts, 0, sizeof *opts); }

static void pick(const char *field, const char *field_what, const char *env, int use_env,
                 const char *def, const char **out, const char **what)
{
    const char *v;
    if (field) {
        *out = field;
        *what = field_what;
    } else if (use_env && (v = getenv(env)) && *v) {
        *out = v;
        *what = env;
    } else {
        *out = def;
        *what = "default";
    }
}

static const char *default_writer;

void sp_config_test_default_writer(const char *writer)
{
    __atomic_store_n(&default_writer, writer, __ATOMIC_RELAXED);
}

void sp_config_resolve(const selfprof_options *opts, sp_config *c)
{
    static const selfprof_options none;
    const selfprof_options *o = opts ? opts : &none;
    int env = !(o->flags & SELFPROF_OPT_NO_ENV);
    const char *prog = program_invocation_short_name;
    if (!prog || !*prog)
        prog = "unknown";
    pick(o->output_dir, "options.output_dir", "SELFPROF_DIR", env, ".", &c->dir, &c->dir_what);
    pick(o->name, "options.name", "SELFPROF_NAME", env, prog, &c->name, &c->name_what);
    pick(o->events, "options.events", "SELFPROF_EVENTS", env, "default", &c->events,
         &c->events_what);
    pick(o->counter, "options.counter", "SELFPROF_COUNTER", env, "wall-time", &c->counter,
         &c->counter_what);
    pick(o->clock, "options.clock", "SELFPROF_CLOCK", env, "auto", &c->clock, &c->clock_what);
    const char *writer = __atomic_load_n(&default_writer, __ATOMIC_RELAXED);
    pick(o->writer, "options.writer", "SELFPROF_WRITER", env, writer ? writer : SP_DEFAULT_WRITER,
         &c->writer, &c->writer_what);
}
