// selfprof_gcc.cc — the GCC side of the selfprof plugin: the only C++ file,
// because GCC's plugin headers are C++.  It finds the passes, wraps their
// execute() and hooks the phases; what is recorded, and how, is C code in
// gcc_profile.c (libselfprof's public API only).
//
// Timing opt_pass::execute exactly.  GCC calls PLUGIN_PASS_EXECUTION before
// a pass runs but has no callback after it, so the plugin wraps execute()
// itself: at plugin_init it walks every pass list of the pass manager
// (g->get_passes(): all_lowering_passes, all_small_ipa_passes,
// all_regular_ipa_passes, all_late_ipa_passes, all_passes, with their
// sub-lists) and gives each opt_pass object a private copy of its virtual
// table in which the execute slot points to shim_execute.  The shim reads
// the clock, calls the pass's own execute through the saved pointer, reads
// the clock again.  Nothing else about the pass changes: the same object
// stays in the same list with the same name, gate, flags, dump file and
// static_pass_number, so the compile is unchanged (tests compare the .o).
// The walk is repeated at PLUGIN_START_UNIT for the passes that plugins
// loaded after this one inserted.  No per-pass plugin callback is used (a
// PLUGIN_PASS_EXECUTION callback would cost a plugin dispatch per pass).
//
// Limits of the technique: it relies on the Itanium C++ ABI (the vptr at
// offset 0 of opt_pass, a virtual member function called as a function
// taking `this` first, a pointer to a virtual member holding 1 + the slot
// offset), which is what GCC uses on every ELF target; the copied table
// holds the slots up to execute plus 8 more, so a pass class declaring more
// than 8 new virtual functions of its own would lose the rest (the tests'
// compiles with GCC 11 and 12 show none).  The time measured is execute()
// alone: the TODOs run by the pass manager before and after (CFG cleanup,
// SSA update, verification, dumps) fall into the enclosing "function"
// interval.
#include "gcc-plugin.h"
#include "plugin-version.h"

#include "context.h"
#include "tree.h"
#include "tree-pass.h"
#include "pass_manager.h"
#include "function.h"
#include "langhooks.h"
#include "target.h"
#include "dumpfile.h"
#include "diagnostic-core.h"
#include "opts.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "gcc_profile.h"
#include <selfprof/version.h>

int plugin_is_GPL_compatible;

namespace {

typedef unsigned int (*execute_fn)(opt_pass *, function *);

const size_t EXTRA_SLOTS = 8;
enum { MAX_SLOTS = 64 };

// A wrapped pass: the recording state, the original execute and the copy of
// the virtual table that the object now points to (vtbl[2] onwards; [0] is
// the offset to top, [1] the RTTI pointer).
struct shim {
    spg_pass *rec;
    execute_fn orig;
    void *vtbl[2 + MAX_SLOTS];
};

size_t exec_slot;  // index of execute in the virtual table
size_t copy_slots; // slots copied: exec_slot + 1 + EXTRA_SLOTS
bool shim_ok;      // the ABI checks passed

unsigned int shim_execute(opt_pass *self, function *fun);

struct shim *shim_of(opt_pass *pass)
{
    void **vptr = *reinterpret_cast<void ***>(pass);
    if (vptr[exec_slot] != reinterpret_cast<void *>(&shim_execute))
        return NULL;
    return reinterpret_cast<struct shim *>(reinterpret_cast<char *>(vptr - 2) -
                                           offsetof(struct shim, vtbl));
}

unsigned int shim_execute(opt_pass *self, function *fun)
{
    struct shim *s = shim_of(self);
    const void *fn = fun ? fun->decl : NULL;
    selfprof_timer t = spg_pass_begin(s->rec, fn);
    unsigned int todo = s->orig(self, fun);
    spg_pass_end(s->rec, t);
    return todo;
}

// The slot of opt_pass::execute, from the Itanium representation of a
// pointer to a virtual member function: {1 + byte offset in the table, adj}.
bool find_execute_slot(void)
{
    unsigned int (opt_pass::*pm)(function *) = &opt_pass::execute;
    ptrdiff_t raw[2];
    if (sizeof pm != sizeof raw)
        return false;
    memcpy(raw, &pm, sizeof raw);
    if (!(raw[0] & 1) || raw[1] != 0)
        return false;
    exec_slot = (size_t)(raw[0] - 1) / sizeof(void *);
    copy_slots = exec_slot + 1 + EXTRA_SLOTS;
    return copy_slots <= MAX_SLOTS;
}

int pass_type(const opt_pass *pass)
{
    switch (pass->type) {
    case GIMPLE_PASS: return SPG_GIMPLE_PASS;
    case RTL_PASS: return SPG_RTL_PASS;
    default: return SPG_IPA_PASS;
    }
}

// "fre3" for the third instance of fre: GCC's dump switch (tree-fre3)
// without its prefix.  GCC numbers the dump of a pass only when the pass has
// several instances, so a unique pass ("ssa", "rtl pre") gets NULL.
const char *instance_name(const opt_pass *pass, char *buf, size_t len)
{
    if (!pass->name || pass->name[0] == '*' || pass->static_pass_number <= 0)
        return NULL;
    struct dump_file_info *dfi = g->get_dumps()->get_dump_file_info(pass->static_pass_number);
    if (!dfi || !dfi->swtch)
        return NULL;
    const char *sw = dfi->swtch, *dash = strchr(sw, '-');
    if (dash)
        sw = dash + 1;
    size_t n = strlen(pass->name);
    if (strncmp(sw, pass->name, n) != 0 || sw[n] == '\0')
        return NULL;
    for (const char *d = sw + n; *d; d++)
        if (*d < '0' || *d > '9')
            return NULL;
    snprintf(buf, len, "%s", sw);
    return buf;
}

struct shim *wrap(opt_pass *pass)
{
    if (!shim_ok)
        return NULL;
    struct shim *s = shim_of(pass);
    if (s)
        return s;
    s = XCNEW(struct shim);
    char buf[128];
    s->rec = spg_pass_new(pass_type(pass), pass->name, instance_name(pass, buf, sizeof buf));
    if (!s->rec) {
        XDELETE(s);
        return NULL;
    }
    void **vptr = *reinterpret_cast<void ***>(pass);
    s->orig = reinterpret_cast<execute_fn>(vptr[exec_slot]);
    memcpy(s->vtbl, vptr - 2, (2 + copy_slots) * sizeof(void *));
    s->vtbl[2 + exec_slot] = reinterpret_cast<void *>(&shim_execute);
    *reinterpret_cast<void ***>(pass) = &s->vtbl[2];
    return s;
}

// Wraps every pass of `list` and its sub-lists.  When `per_function`, the
// last pass of the list closes the "function" interval when it ends (the
// lowering passes: what follows is the next function's gimplification).
void wrap_list(opt_pass *list, bool per_function)
{
    for (opt_pass *p = list; p; p = p->next) {
        struct shim *s = wrap(p);
        if (p->sub)
            wrap_list(p->sub, false);
        if (s && per_function && !p->next)
            s->rec->ends_function = 1;
    }
}

// ---- Names ---------------------------------------------------------------

bool lang_is_cxx;

const char *function_namer(const void *fn)
{
    tree decl = const_cast<tree>(static_cast<const_tree>(fn));
    if (TREE_CODE(decl) != FUNCTION_DECL)
        return NULL;
    // C: the assembler name tells clones apart (foo.constprop.0); C++: the
    // front end's readable name.  Never compute an assembler name here
    // (that could change the compile): use it only when it is already set.
    if (!lang_is_cxx && DECL_ASSEMBLER_NAME_SET_P(decl))
        return IDENTIFIER_POINTER(DECL_ASSEMBLER_NAME_RAW(decl));
    if (lang_is_cxx)
        return lang_hooks.decl_printable_name(decl, 2);
    return DECL_NAME(decl) ? IDENTIFIER_POINTER(DECL_NAME(decl)) : NULL;
}

// ---- Phases --------------------------------------------------------------

void (*orig_parse_file)(void);
void (*orig_lto_start)(void);
void (*orig_lto_end)(void);
void (*orig_code_end)(void);
void (*orig_file_end)(void);
bool lto1;

// "ipa_passes" lasts until the first function is expanded: the late IPA
// passes (pta, simdclone) run after PLUGIN_ALL_IPA_PASSES_END.
void end_ipa(void)
{
    spg_close(SPG_ANALYZE);
    spg_close(SPG_IPA);
}

void hook_parse_file(void)
{
    int phase = lto1 ? SPG_LTO_MAIN : SPG_PARSE;
    spg_open(phase, NULL);
    orig_parse_file();
    spg_close(phase);
    if (!lto1)
        spg_open(SPG_ANALYZE, NULL);
}

void hook_lto_start(void)
{
    spg_open(SPG_LTO_STREAMING, NULL);
    orig_lto_start();
}

void hook_lto_end(void)
{
    orig_lto_end();
    spg_close(SPG_LTO_STREAMING);
}

void hook_code_end(void)
{
    end_ipa();
    spg_close(SPG_EXPAND);
    spg_open(SPG_FINAL_ASSEMBLY, NULL);
    orig_code_end();
}

void hook_file_end(void)
{
    orig_file_end();
    spg_close(SPG_FINAL_ASSEMBLY);
    spg_open(SPG_FINALIZE, NULL);
}

void wrap_all_passes(void)
{
    gcc::pass_manager *pm = g->get_passes();
    wrap_list(pm->all_lowering_passes, true);
    wrap_list(pm->all_small_ipa_passes, false);
    wrap_list(pm->all_regular_ipa_passes, false);
    wrap_list(pm->all_late_ipa_passes, false);
    wrap_list(pm->all_passes, false);
}

// The profiler starts in plugin_init, so that "setup" covers what cc1 does
// before the unit starts (the front end's options, the back end's and the
// language's initialization: about 35 ms, 1-5% of a -O2 compile of a few
// thousand lines).  main_input_filename is set only later (by the front
// end's post_options); the first input file on the command line is the same
// file (cc1: the source; lto1: the first object or the LTRANS partition).
void start_profiler(void)
{
    char err[512];
    const char *input = main_input_filename;
    if ((!input || !*input) && num_in_fnames > 0)
        input = in_fnames[0];
    if (!input || !*input)
        input = dump_base_name;
    int rc = spg_start(input, err, sizeof err);
    if (rc == -2)
        error("selfprof: %s", err);
    else if (rc != 0) // like rustc: a profile that cannot be written is not an error
        fprintf(stderr, "selfprof: profiling off: %s\n", err);
    spg_open(SPG_SETUP, NULL);
}

void on_start_unit(void *, void *)
{
    // Plugins loaded after this one have registered their passes by now.
    wrap_all_passes();
    spg_close(SPG_SETUP);
}

void on_start_parse_function(void *decl, void *) { spg_open(SPG_PARSE_FUNCTION, decl); }
void on_finish_parse_function(void *, void *) { spg_close(SPG_PARSE_FUNCTION); }

void on_ipa_start(void *, void *)
{
    spg_close(SPG_ANALYZE);
    spg_open(SPG_IPA, NULL);
}

void on_early_gimple_end(void *, void *) { spg_close(SPG_FUNCTION); }

void on_all_passes_start(void *, void *)
{
    if (spg_is_open(SPG_IPA) || !spg_is_open(SPG_EXPAND)) {
        end_ipa();
        spg_open(SPG_EXPAND, NULL);
    }
    spg_close(SPG_FUNCTION);
    spg_open(SPG_FUNCTION, current_function_decl);
}

void on_all_passes_end(void *, void *) { spg_close(SPG_FUNCTION); }

void on_ggc_start(void *, void *) { spg_open(SPG_GGC, NULL); }

void on_ggc_end(void *, void *)
{
    spg_close(SPG_GGC);
    spg_forget_names();
}

void on_finish_unit(void *, void *)
{
    end_ipa();
    spg_close(SPG_EXPAND);
    if (!spg_is_open(SPG_FINAL_ASSEMBLY))
        spg_open(SPG_FINAL_ASSEMBLY, NULL);
}

void on_finish(void *, void *)
{
    // No unit was started (gcc -E, -M: the front end only preprocessed):
    // "setup" would misname what the process did.
    if (spg_is_open(SPG_SETUP))
        spg_close_as(SPG_SETUP, SPG_NO_UNIT);
    spg_finish();
}

} // namespace

int plugin_init(struct plugin_name_args *info, struct plugin_gcc_version *version)
{
    if (!plugin_default_version_check(version, &gcc_version)) {
        error("selfprof: plugin built for GCC %s, not for this compiler (%s)", gcc_version.basever,
              version->basever);
        return 1;
    }
    spg_arg args[32];
    int n = info->argc < 32 ? info->argc : 32;
    for (int i = 0; i < n; i++)
        args[i] = spg_arg{info->argv[i].key, info->argv[i].value};
    int help;
    char err[512];
    if (spg_configure(args, n, &help, err, sizeof err) != 0) {
        error("selfprof: %s", err);
        return 1;
    }
    // Filled here, not by a static initializer that calls a function: that
    // would need libstdc++'s __cxa_guard_* (see CMakeLists.txt).
    static struct plugin_info plugin_info;
    plugin_info.version = SELFPROF_VERSION_STRING;
    plugin_info.help = spg_help_text();
    register_callback(info->base_name, PLUGIN_INFO, NULL, &plugin_info);
    if (help) {
        fputs(spg_help_text(), stderr);
        return 0;
    }

    lto1 = lang_hooks.name && strcmp(lang_hooks.name, "GNU GIMPLE") == 0;
    lang_is_cxx = lang_hooks.name && strstr(lang_hooks.name, "C++") != NULL;
    spg_set_language(lang_hooks.name);
    spg_set_function_namer(function_namer);

    shim_ok = find_execute_slot();
    if (!shim_ok)
        fprintf(stderr, "selfprof: unexpected C++ ABI: passes are not recorded\n");
    wrap_all_passes();
    start_profiler();

    orig_parse_file = lang_hooks.parse_file;
    lang_hooks.parse_file = hook_parse_file;
    orig_lto_start = targetm.asm_out.lto_start;
    targetm.asm_out.lto_start = hook_lto_start;
    orig_lto_end = targetm.asm_out.lto_end;
    targetm.asm_out.lto_end = hook_lto_end;
    orig_code_end = targetm.asm_out.code_end;
    targetm.asm_out.code_end = hook_code_end;
    orig_file_end = targetm.asm_out.file_end;
    targetm.asm_out.file_end = hook_file_end;

    const char *name = info->base_name;
    register_callback(name, PLUGIN_START_UNIT, on_start_unit, NULL);
    register_callback(name, PLUGIN_START_PARSE_FUNCTION, on_start_parse_function, NULL);
    register_callback(name, PLUGIN_FINISH_PARSE_FUNCTION, on_finish_parse_function, NULL);
    register_callback(name, PLUGIN_ALL_IPA_PASSES_START, on_ipa_start, NULL);
    register_callback(name, PLUGIN_EARLY_GIMPLE_PASSES_END, on_early_gimple_end, NULL);
    register_callback(name, PLUGIN_ALL_PASSES_START, on_all_passes_start, NULL);
    register_callback(name, PLUGIN_ALL_PASSES_END, on_all_passes_end, NULL);
    register_callback(name, PLUGIN_GGC_START, on_ggc_start, NULL);
    register_callback(name, PLUGIN_GGC_END, on_ggc_end, NULL);
    register_callback(name, PLUGIN_FINISH_UNIT, on_finish_unit, NULL);
    register_callback(name, PLUGIN_FINISH, on_finish, NULL);
    return 0;
}
