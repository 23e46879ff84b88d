/* gcc_profile.h — what the GCC plugin records, in C, through libselfprof.
 *
 * selfprof_gcc.cc (the only C++, because GCC's headers are C++) hooks into
 * GCC and calls these functions; everything that touches the profile is
 * here.  Single-threaded, as cc1 and lto1 are.
 *
 * Events:
 *   - one interval per pass execution (the exact time of opt_pass::execute),
 *     kind "GimplePass", "RtlPass" or "IpaPass", label = the pass name,
 *     argument = the instance ("fre3") when the pass has several instances;
 *     with function-args the function's name comes first;
 *   - GenericActivity intervals for the phases and containers listed in
 *     enum spg_phase (labels in gcc_profile.c, PHASE_LABELS).
 */
#ifndef SELFPROF_GCC_PROFILE_H
#define SELFPROF_GCC_PROFILE_H

#include <stddef.h>

#include "selfprof/recorder.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One -fplugin-arg-selfprof-KEY[=VALUE]. */
typedef struct spg_arg {
    const char *key;
    const char *value; /* NULL when no '=' */
} spg_arg;

/* Phases and per-function containers, all GenericActivity intervals. */
enum spg_phase {
    SPG_SETUP,          /* "setup": plugin_init..PLUGIN_START_UNIT (front-end options,
                         * back-end and language initialization, builtins) */
    SPG_PARSE,          /* "parse": lang_hooks.parse_file (the front end) */
    SPG_LTO_MAIN,       /* "lto_main": lto1's parse_file (reading + WPA/LTRANS) */
    SPG_PARSE_FUNCTION, /* "parse_function": one function definition (C, C++) */
    SPG_ANALYZE,        /* "analyze_functions": gimplification and lowering passes */
    SPG_IPA,            /* "ipa_passes": PLUGIN_ALL_IPA_PASSES_START..END */
    SPG_LTO_STREAMING,  /* "lto_streaming": targetm.asm_out.lto_start..lto_end */
    SPG_EXPAND,         /* "expand_all_functions": after IPA up to the last asm */
    SPG_FUNCTION,       /* "function": the passes of one function, one run */
    SPG_FINAL_ASSEMBLY, /* "final_assembly": code_end..file_end (debug info, asm end) */
    SPG_GGC,            /* "ggc_collect": PLUGIN_GGC_START..END */
    SPG_FINALIZE,       /* "finalize": after the last phase up to PLUGIN_FINISH
                         * (closing the assembly and dump files) */
    SPG_NO_UNIT,        /* "preprocess_only": instead of "setup" when cc1 ends
                         * without starting a unit (gcc -E, -M): all it did */
    SPG_PHASE_COUNT
};

enum spg_pass_type { SPG_GIMPLE_PASS, SPG_RTL_PASS, SPG_IPA_PASS };

/* The recording state of one pass instance; owned by the plugin, never
 * freed (passes live as long as cc1). */
typedef struct spg_pass {
    const char *name; /* the pass's name, as GCC spells it ("fre", "*clean_state") */
    char *instance;   /* dump name of this instance ("fre3"), or NULL if unique */
    selfprof_string_id label, instance_id, id;
    selfprof_string_id current_id; /* id of the execution in progress */
    selfprof_kind kind;
    int type;          /* enum spg_pass_type */
    int ends_function; /* the last pass of a per-function list: closes "function" */
    struct spg_pass *next_registered;
} spg_pass;

/* Returns the text printed by -fplugin-arg-selfprof-help. */
const char *spg_help_text(void);

/* Reads the plugin arguments.  Returns 0 (and *help = 1 when "help" was
 * given), or -1 with a one-line message in err. */
int spg_configure(const spg_arg *args, int n, int *help, char *err, size_t errlen);

/* Name of the language ("GNU C17", "GNU GIMPLE"), for the metadata-free
 * choices below (lto1 gets "lto_main" instead of "parse"). */
void spg_set_language(const char *lang);

/* Tells how to name a function (a GCC decl) for the args; called only when
 * function-args is enabled. */
void spg_set_function_namer(const char *(*namer)(const void *fn));

/* Creates the profiler, named after the input file's basename.  Returns 0,
 * -2 for invalid arguments (an unknown event group, counter or clock), or -1
 * when the file cannot be made (profiling is then off); with a message. */
int spg_start(const char *input, char *err, size_t errlen);

/* Closes every open interval and the profiler. */
void spg_finish(void);

/* 1 once a profiler records (after spg_start succeeded). */
int spg_active(void);

/* Creates the record of one pass instance (interned now or at spg_start). */
spg_pass *spg_pass_new(int type, const char *name, const char *instance);

/* Around opt_pass::execute: `fn` identifies the function (NULL for IPA). */
selfprof_timer spg_pass_begin(spg_pass *p, const void *fn);
void spg_pass_end(spg_pass *p, selfprof_timer t);

/* Opens phase `phase` (for SPG_FUNCTION and SPG_PARSE_FUNCTION, `fn` is the
 * function); closes the innermost open `phase` and everything opened after
 * it; closes every open interval. */
void spg_open(int phase, const void *fn);
void spg_close(int phase);
int spg_is_open(int phase);
void spg_close_all(void);
/* Closes the innermost open `phase` (and what is open inside it) as if it
 * had been opened as `as`: its label becomes that of `as`. */
void spg_close_as(int phase, int as);

/* Forgets cached function names (their decls may be freed by a collection). */
void spg_forget_names(void);

#ifdef __cplusplus
}
#endif
#endif
