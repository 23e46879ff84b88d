/* gcc_profile.c — see gcc_profile.h.  All recording goes through
 * libselfprof's public API (selfprof/recorder.h). */
#include "gcc_profile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *const PHASE_LABELS[SPG_PHASE_COUNT] = {
    [SPG_SETUP] = "setup",
    [SPG_PARSE] = "parse",
    [SPG_LTO_MAIN] = "lto_main",
    [SPG_PARSE_FUNCTION] = "parse_function",
    [SPG_ANALYZE] = "analyze_functions",
    [SPG_IPA] = "ipa_passes",
    [SPG_LTO_STREAMING] = "lto_streaming",
    [SPG_EXPAND] = "expand_all_functions",
    [SPG_FUNCTION] = "function",
    [SPG_FINAL_ASSEMBLY] = "final_assembly",
    [SPG_GGC] = "ggc_collect",
    [SPG_FINALIZE] = "finalize",
    [SPG_NO_UNIT] = "preprocess_only",
};

/* User event groups of the plugin: group 0 holds the pass kinds. */
static const char *const USER_GROUPS[] = {"passes", NULL};
#define SPG_GROUP_PASSES SELFPROF_GROUP_USER(0)

/* An open phase or container. */
typedef struct open_interval {
    int phase;
    selfprof_string_id id; /* named when opened: the decl may be gone at the end */
    selfprof_timer timer;
} open_interval;

#define MAX_OPEN 64

static struct {
    /* configuration */
    const char *dir, *events, *counter, *clock, *name;
    int lto; /* lto1: parse_file is lto_main */
    const char *(*namer)(const void *fn);
    /* recording */
    selfprof_profiler *prof;
    int active;
    selfprof_kind pass_kind[3];
    selfprof_string_id phase_label[SPG_PHASE_COUNT];
    int fn_args; /* function-args enabled */
    open_interval open[MAX_OPEN];
    int depth, overflow;
    /* the function of the "function" interval that is open, if any */
    const void *open_fn;
    /* last named function: decl -> string id (forgotten at each collection) */
    const void *named_fn;
    selfprof_string_id named_id;
    spg_pass *passes; /* every pass record, newest first */
} S;

static const char HELP[] =
    "selfprof GCC plugin: records a self-profile (.mm_profdata) of this compile.\n"
    "\n"
    "  gcc -fplugin=PATH/selfprof.so -fplugin-arg-selfprof-dir=DIR ...\n"
    "\n"
    "writes DIR/<input-basename>-<pid>.mm_profdata, one file per compiler process\n"
    "(cc1, cc1plus, lto1), for `selfprof summarize DIR`.\n"
    "\n"
    "Arguments (-fplugin-arg-selfprof-KEY=VALUE):\n"
    "  dir=DIR        directory of the profile (created if missing; default\n"
    "                 $SELFPROF_DIR, else the current directory)\n"
    "  events=LIST    comma-separated event groups (default $SELFPROF_EVENTS,\n"
    "                 else 'default'):\n"
    "                   default           passes + generic-activity\n"
    "                   passes            one interval per pass execution (kinds\n"
    "                                     GimplePass, RtlPass, IpaPass)\n"
    "                   generic-activity  phases (setup, parse, analyze_functions,\n"
    "                                     ipa_passes, lto_streaming,\n"
    "                                     expand_all_functions, final_assembly,\n"
    "                                     finalize),\n"
    "                                     parse_function, function, ggc_collect\n"
    "                   args, function-args  the function as event argument\n"
    "                   all, none, and the other rustc group names\n"
    "  counter=NAME   wall-time (default) or instructions:u\n"
    "  clock=NAME     monotonic (default, unless $SELFPROF_CLOCK), auto or tsc\n"
    "  name=NAME      file name prefix instead of the input's basename\n"
    "  help           print this text\n"
    "\n"
    "The object code is the same as without the plugin.  See\n"
    "man 7 selfprof-gcc-plugin.\n";

const char *spg_help_text(void) { return HELP; }

int spg_configure(const spg_arg *args, int n, int *help, char *err, size_t errlen)
{
    *help = 0;
    S.prof = selfprof_profiler_disabled();
    for (int i = 0; i < n; i++) {
        const char *k = args[i].key, *v = args[i].value;
        const char **slot = NULL;
        if (strcmp(k, "help") == 0) {
            *help = 1;
            continue;
        }
        if (strcmp(k, "dir") == 0)
            slot = &S.dir;
        else if (strcmp(k, "events") == 0)
            slot = &S.events;
        else if (strcmp(k, "counter") == 0)
            slot = &S.counter;
        else if (strcmp(k, "clock") == 0)
            slot = &S.clock;
        else if (strcmp(k, "name") == 0)
            slot = &S.name;
        if (!slot) {
            snprintf(err, errlen,
                     "unknown argument '%s' (valid: dir, events, counter, clock, name, help)", k);
            return -1;
        }
        if (!v || !*v) {
            snprintf(err, errlen, "argument '%s' needs a value (-fplugin-arg-selfprof-%s=...)", k,
                     k);
            return -1;
        }
        *slot = v;
    }
    return 0;
}

void spg_set_language(const char *lang) { S.lto = lang && strcmp(lang, "GNU GIMPLE") == 0; }

void spg_set_function_namer(const char *(*namer)(const void *fn)) { S.namer = namer; }

int spg_active(void) { return S.active; }

/* mkdir -p, so that parallel compiles can all name a fresh directory. */
static int make_dirs(const char *dir)
{
    char buf[4096];
    size_t len = strlen(dir);
    if (len == 0 || len >= sizeof buf)
        return 0;
    memcpy(buf, dir, len + 1);
    for (size_t i = 1; i <= len; i++) {
        if (buf[i] != '/' && buf[i] != '\0')
            continue;
        char c = buf[i];
        buf[i] = '\0';
        if (mkdir(buf, 0777) != 0 && errno != EEXIST)
            return -1;
        buf[i] = c;
    }
    return 0;
}

static void intern_pass(spg_pass *p)
{
    p->kind = S.pass_kind[p->type];
    p->label = selfprof_intern_cstr(S.prof, p->name);
    p->instance_id = p->instance ? selfprof_intern_cstr(S.prof, p->instance)
                                 : SELFPROF_INVALID_STRING_ID;
    p->id = p->instance ? selfprof_event_id(S.prof, p->label, &p->instance_id, 1) : p->label;
}

int spg_start(const char *input, char *err, size_t errlen)
{
    char name[256];
    const char *base = S.name;
    if (!base) {
        const char *slash = input ? strrchr(input, '/') : NULL;
        base = slash ? slash + 1 : input;
        if (!base || !*base)
            base = "gcc";
    }
    snprintf(name, sizeof name, "%s", base);
    const char *dir = S.dir ? S.dir : getenv("SELFPROF_DIR");
    if (dir && *dir && make_dirs(dir) != 0) {
        snprintf(err, errlen, "cannot create directory '%s': %s", dir, strerror(errno));
        return -1;
    }
    selfprof_options o;
    selfprof_options_init(&o);
    o.output_dir = S.dir;
    o.name = name;
    o.events = S.events;
    o.counter = S.counter;
    /* monotonic unless asked otherwise: "auto" would pick the TSC, whose
     * calibration spins 10 ms in every compiler process before the first
     * event (where no hypervisor states the frequency), 1% of a 1 s
     * compile, while the vDSO clock costs ~20 ns a read more, 15 ms over the
     * 376,000 events of the SQLite amalgamation at -O2. */
    const char *env_clock = getenv("SELFPROF_CLOCK");
    o.clock = S.clock ? S.clock : env_clock && *env_clock ? NULL : "monotonic";
    o.user_groups = USER_GROUPS;
    selfprof_error e;
    selfprof_profiler *p;
    int rc = selfprof_profiler_create(&o, &p, &e);
    if (rc != SELFPROF_OK) {
        snprintf(err, errlen, "%s", e.message);
        return rc == SELFPROF_E_INVALID ? -2 : -1;
    }
    S.prof = p;
    static const char *const KIND_NAMES[3] = {"GimplePass", "RtlPass", "IpaPass"};
    for (int i = 0; i < 3; i++)
        if (selfprof_kind_register(p, KIND_NAMES[i], SPG_GROUP_PASSES, &S.pass_kind[i]) !=
            SELFPROF_OK)
            S.pass_kind[i] = SELFPROF_KIND_GENERIC_ACTIVITY;
    for (int i = 0; i < SPG_PHASE_COUNT; i++)
        S.phase_label[i] = selfprof_intern_cstr(p, PHASE_LABELS[i]);
    S.fn_args = selfprof_group_enabled(p, SELFPROF_GROUP_FUNCTION_ARGS) && S.namer;
    for (spg_pass *q = S.passes; q; q = q->next_registered)
        intern_pass(q);
    S.active = 1;
    return 0;
}

void spg_finish(void)
{
    if (!S.active)
        return;
    spg_close_all();
    S.active = 0;
    selfprof_error e;
    if (selfprof_profiler_close(S.prof, &e) != SELFPROF_OK)
        fprintf(stderr, "selfprof: %s\n", e.message);
    S.prof = selfprof_profiler_disabled();
}

spg_pass *spg_pass_new(int type, const char *name, const char *instance)
{
    spg_pass *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->type = type;
    p->name = name ? name : "<unnamed>";
    p->instance = instance ? strdup(instance) : NULL;
    p->label = p->id = p->instance_id = SELFPROF_INVALID_STRING_ID;
    p->next_registered = S.passes;
    S.passes = p;
    if (S.active)
        intern_pass(p);
    return p;
}

void spg_forget_names(void) { S.named_fn = NULL; }

static selfprof_string_id function_name(const void *fn)
{
    if (fn != S.named_fn || !S.named_fn) {
        const char *text = fn ? S.namer(fn) : NULL;
        S.named_id = text && *text ? selfprof_intern_cstr(S.prof, text)
                                   : SELFPROF_INVALID_STRING_ID;
        S.named_fn = fn;
    }
    return S.named_id;
}

/* The event id of phase `phase` on function `fn` (the argument only with
 * function-args). */
static selfprof_string_id phase_id(int phase, const void *fn)
{
    selfprof_string_id label = S.phase_label[phase];
    if (S.fn_args && fn) {
        selfprof_string_id arg = function_name(fn);
        if (arg != SELFPROF_INVALID_STRING_ID)
            return selfprof_event_id(S.prof, label, &arg, 1);
    }
    return label;
}

void spg_open(int phase, const void *fn)
{
    if (!S.active)
        return;
    if (S.depth == MAX_OPEN) { /* deeper than any real nesting: ignore */
        S.overflow++;
        return;
    }
    if (phase == SPG_FUNCTION)
        S.open_fn = fn;
    selfprof_string_id id = phase_id(phase, fn);
    S.open[S.depth++] = (open_interval){
        phase, id, selfprof_interval_begin(S.prof, SELFPROF_KIND_GENERIC_ACTIVITY)};
}

static void close_top(void)
{
    open_interval *o = &S.open[--S.depth];
    if (o->timer != SELFPROF_TIMER_OFF)
        selfprof_interval_end(S.prof, SELFPROF_KIND_GENERIC_ACTIVITY, o->id, o->timer);
    if (o->phase == SPG_FUNCTION)
        S.open_fn = NULL;
}

void spg_close(int phase)
{
    if (S.overflow) { /* the matching open was ignored */
        S.overflow--;
        return;
    }
    int i = S.depth;
    while (i > 0 && S.open[i - 1].phase != phase)
        i--;
    if (i == 0)
        return;
    while (S.depth >= i)
        close_top();
}

int spg_is_open(int phase)
{
    for (int i = 0; i < S.depth; i++)
        if (S.open[i].phase == phase)
            return 1;
    return 0;
}

void spg_close_as(int phase, int as)
{
    for (int i = S.depth - 1; i >= 0; i--)
        if (S.open[i].phase == phase) {
            S.open[i].id = S.phase_label[as];
            break;
        }
    spg_close(phase);
}

void spg_close_all(void)
{
    S.overflow = 0;
    while (S.depth > 0)
        close_top();
}

selfprof_timer spg_pass_begin(spg_pass *p, const void *fn)
{
    if (!S.active)
        return SELFPROF_TIMER_OFF;
    /* The "function" container follows the function the passes run on. */
    if (fn != S.open_fn) {
        if (S.open_fn)
            spg_close(SPG_FUNCTION);
        if (fn)
            spg_open(SPG_FUNCTION, fn);
    }
    /* The event id is built before the clock is read, so that naming the
     * function (args) is not counted as the pass's time. */
    p->current_id = p->id;
    if (S.fn_args && fn && selfprof_kind_enabled(S.prof, p->kind)) {
        selfprof_string_id args[2] = {function_name(fn), p->instance_id};
        if (args[0] != SELFPROF_INVALID_STRING_ID)
            p->current_id = selfprof_event_id(S.prof, p->label, args, p->instance ? 2 : 1);
    }
    return selfprof_interval_begin(S.prof, p->kind);
}

void spg_pass_end(spg_pass *p, selfprof_timer t)
{
    selfprof_interval_end(S.prof, p->kind, p->current_id, t);
    if (p->ends_function && S.active)
        spg_close(SPG_FUNCTION);
}
