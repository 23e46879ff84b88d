/* sections.h — how one compiler process's time divides into phases
 * ("sections"): the rules, by compiler, over the intervals of a profile
 * given one at a time (label, start, end), in any order. Shared by
 * `selfprof summarize` (tools/) and selfprof-perf's detail (perf/sections/),
 * which read the profile and feed its intervals; libc only.
 *
 * The compiler is told by the labels: clang's trace has Frontend or
 * ExecuteCompiler; the GCC plugin's phases parse, lto_main,
 * analyze_functions, ipa_passes, expand_all_functions or final_assembly;
 * anything else is rustc. The rules:
 *   rustc  frontend = the first event's start -> codegen_crate's start (the
 *          last event's end when there is no codegen_crate: a check
 *          build); backend = codegen_crate's start -> the end of
 *          finish_ongoing_codegen; linker = link_crate's duration
 *          (rustc-perf's compilation sections);
 *   gcc    GCC's pass manager (passes.def), from the plugin's phases, its
 *          per-function "function" intervals and the "expand" pass:
 *          setup    = setup (options, back-end and language init);
 *          parsing  = parse (the front end); for lto1, lto_main less the
 *                     phases it holds (reading the IR);
 *          lowering = analyze_functions (gimplification and
 *                     all_lowering_passes, function by function);
 *          early_gimple = the "function" intervals inside ipa_passes: the
 *                     GIMPLE passes all_small_ipa_passes runs per function
 *                     (SSA build, early local optimizations, einline);
 *          ipa      = ipa_passes less early_gimple (the whole-program IPA
 *                     passes: small, regular and late IPA, their summaries,
 *                     LTO streaming; lto_streaming counted too when it lies
 *                     outside ipa_passes);
 *          gimple   = in expand_all_functions, each "function" interval
 *                     from its start to the start of its "expand" pass
 *                     (all_passes' GIMPLE part: the tree-SSA optimizations);
 *                     all of it for a function without "expand";
 *          rtl      = from "expand" on to the function's end (pass_expand
 *                     and pass_rest_of_compilation: RTL passes, final);
 *          late     = expand_all_functions outside "function" intervals
 *                     (variables' output, collections between functions),
 *                     final_assembly and finalize (debug info, the
 *                     assembly file's end);
 *          each interval inside a "function" (TODOs, ggc_collect) counts
 *          with its function, so the sections add up to the phases' time;
 *   clang  frontend = Frontend, optimizer = Optimizer, codegen =
 *          CodeGenPasses: the durations of -ftime-trace's events (one
 *          after the other inside ExecuteCompiler, checked on clang 14).
 * Times are in the profile's counter unit. A section whose events the
 * profile lacks is absent (has = 0), not 0. */
#ifndef SUP_SECTIONS_H
#define SUP_SECTIONS_H

#include <stddef.h>
#include <stdint.h>

/* The labels any rule reads; sup_section_label gives a label's number. */
enum sup_section_label {
    SUP_SL_CODEGEN_CRATE,
    SUP_SL_FINISH_CODEGEN,
    SUP_SL_LINK_CRATE,
    SUP_SL_SETUP,
    SUP_SL_PARSE,
    SUP_SL_LTO_MAIN,
    SUP_SL_ANALYZE,
    SUP_SL_IPA,
    SUP_SL_LTO_STREAMING,
    SUP_SL_EXPAND_ALL,
    SUP_SL_FUNCTION,
    SUP_SL_EXPAND_PASS,
    SUP_SL_FINAL_ASSEMBLY,
    SUP_SL_FINALIZE,
    SUP_SL_FRONTEND,
    SUP_SL_OPTIMIZER,
    SUP_SL_CODEGEN_PASSES,
    SUP_SL_EXECUTE_COMPILER,
    SUP_SL_COUNT
};

/* The number of label `text` in enum sup_section_label, or -1 when no
 * rule reads it. */
int sup_section_label(const char *text);

/* One process's (or several summed) sections of one compiler. */
#define SUP_SECTIONS_MAX 8
typedef struct sup_sections {
    const char *compiler;                /* "rustc", "gcc", "clang" (static); NULL: none */
    const char *names[SUP_SECTIONS_MAX]; /* in compile order (static) */
    size_t count;
    int64_t v[SUP_SECTIONS_MAX];
    int has[SUP_SECTIONS_MAX]; /* its events were found */
} sup_sections;

/* What the rules keep of the intervals seen so far: per label its
 * earliest start, latest end and summed duration, and the intervals
 * whose nesting the gcc rules need. Zero it (or sup_sections_walk_init)
 * before the first interval. */
typedef struct sup_span {
    uint64_t start, end;
} sup_span;
typedef struct sup_label_times {
    uint64_t first_start, last_end, sum;
    int seen;
} sup_label_times;
typedef struct sup_sections_walk {
    sup_label_times l[SUP_SL_COUNT];
    uint64_t first_start, last_end; /* over every interval */
    int any;
    sup_span *ipa, *expand_all, *functions; /* the intervals of those labels */
    size_t n_ipa, n_expand_all, n_functions, cap_ipa, cap_expand_all, cap_functions;
    uint64_t *expand_starts; /* the "expand" pass's starts */
    size_t n_expand, cap_expand;
} sup_sections_walk;

/* Empties w. */
void sup_sections_walk_init(sup_sections_walk *w);

/* Notes one interval of label number `label` (-1: a label no rule reads,
 * which still counts for the span). start <= end. 0, or -1 when out of
 * memory. */
int sup_sections_walk_note(sup_sections_walk *w, int label, uint64_t start, uint64_t end);

/* The sections of what w saw, into *out (overwritten). 0, or -1 when out
 * of memory (sorting). w is left as it was; sup_sections_walk_free frees
 * it. */
int sup_sections_of_walk(sup_sections_walk *w, sup_sections *out);

/* Frees w's arrays (w may be noted into again after
 * sup_sections_walk_init). */
void sup_sections_walk_free(sup_sections_walk *w);

/* Adds section values `f` to *s when they are of the same compiler as s
 * (or s has none yet: f decides it); a file of another compiler adds
 * nothing. Returns 1 when added, 0 when not. */
int sup_sections_add(sup_sections *s, const sup_sections *f);

#endif
