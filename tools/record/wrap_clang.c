/* wrap_clang.c — record's clang wrappers: for each clang driver on PATH
 * (and cc or c++ when they are clang), a script that adds -ftime-trace to
 * a compile and imports the traces it wrote into the profiles directory
 * (`selfprof import clang-time-trace`, run as this very program), leaving
 * no .json in the build tree. Whether the driver takes -ftime-trace=DIR/
 * (clang >= 16) is probed once per driver (support/compilers.h). */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "record/wrappers.h"
#include "support/compilers.h"
#include "support/files.h"

/* The clang wrapper: a compile (a source file among the arguments, no
 * -ftime-trace of the user's) gets -ftime-trace -ftime-trace-granularity=0
 * (every pass kept; a granularity of the user's, coming later, wins), and afterwards each trace
 * it wrote is imported into DIR as BASE-PID.mm_profdata and removed, so the
 * build tree keeps no .json. Where the traces are: with -ftime-trace=T/
 * (clang >= 16) all in T; else (clang 14, 15) next to the object of -c or
 * -S (-o X.o -> X.json; without -o, SOURCE's base name .json in the working
 * directory) or, for a compile and link, next to the temporary objects, in
 * the TMPDIR that the wrapper sets to T; a trace next to an object is taken
 * only when newer than the compile's start (not a stale one of the user's).
 * A failed compile's trace is imported too (clang writes it). A failed
 * import is reported on standard error and does not change the compile's
 * status. */
static const char CLANG_WRAPPER[] =
    "src=\n"
    "for a; do\n"
    "  case $a in\n"
    "    -ftime-trace|-ftime-trace=*) exec \"$real\" \"$@\";;\n"
    "    -*) ;;\n"
    "    *.c|*.cc|*.cpp|*.cxx|*.c++|*.C|*.m|*.mm|*.i|*.ii|*.cu) src=1;;\n"
    "  esac\n"
    "done\n"
    "[ -n \"$src\" ] || exec \"$real\" \"$@\"\n"
    "t=$(mktemp -d \"$scratch/clang.XXXXXX\") || exec \"$real\" \"$@\"\n"
    "if [ \"$dir_style\" = 1 ]; then\n"
    "  \"$real\" -ftime-trace=\"$t/\" " SUP_CLANG_TIME_TRACE_GRANULARITY " \"$@\"\n"
    "  st=$?\n"
    "else\n"
    "  : >\"$t/.stamp\"\n"
    "  TMPDIR=$t \"$real\" -ftime-trace " SUP_CLANG_TIME_TRACE_GRANULARITY " \"$@\"\n"
    "  st=$?\n"
    "  out= next= obj=\n"
    "  for a; do\n"
    "    if [ -n \"$next\" ]; then out=$a; next=; continue; fi\n"
    "    case $a in -o) next=1;; -o?*) out=${a#-o};; -c|-S) obj=1;; esac\n"
    "  done\n"
    "  if [ -n \"$obj\" ] && [ -n \"$out\" ]; then\n"
    "    case ${out##*/} in *.*) j=${out%.*}.json;; *) j=$out.json;; esac\n"
    "    [ \"$j\" -nt \"$t/.stamp\" ] && mv -f \"$j\" \"$t/\"\n"
    "  elif [ -n \"$obj\" ]; then\n"
    "    for a; do\n"
    "      case $a in\n"
    "        -*) ;;\n"
    "        *.c|*.cc|*.cpp|*.cxx|*.c++|*.C|*.m|*.mm|*.i|*.ii|*.cu)\n"
    "          b=${a##*/}; j=${b%.*}.json\n"
    "          [ \"$j\" -nt \"$t/.stamp\" ] && mv -f \"$j\" \"$t/\";;\n"
    "      esac\n"
    "    done\n"
    "  fi\n"
    "fi\n"
    "for j in \"$t\"/*.json; do\n"
    "  [ -f \"$j\" ] || continue\n"
    "  b=${j##*/}; b=${b%.json}\n"
    "  \"$selfprof\" import clang-time-trace --cmd \"${real##*/} -ftime-trace " SUP_CLANG_TIME_TRACE_GRANULARITY
    " $*\" \"$j\" \\\n"
    "    -o \"$dir/$b-$$.mm_profdata\" >&2\n"
    "done\n"
    "rm -rf \"$t\"\n"
    "exit $st\n";

int rec_wrap_clang(rec_wrappers *g, const char *bin, const char *dir, const char *scratch)
{
    sup_probe probe = rec_probe_in(scratch);
    char self[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0)
        return 0;
    self[len] = 0;
    const char *path = getenv("PATH");
    char *names[40];
    int nn = 0, made = 0;
    names[nn++] = cli_xasprintf("clang");
    names[nn++] = cli_xasprintf("clang++");
    names[nn++] = cli_xasprintf("cc");
    names[nn++] = cli_xasprintf("c++");
    for (int v = 10; v <= 25; v++) {
        names[nn++] = cli_xasprintf("clang-%d", v);
        names[nn++] = cli_xasprintf("clang++-%d", v);
    }
    for (int i = 0; i < nn; i++) {
        char *p = sup_which(names[i], path);
        char *real = p ? realpath(p, NULL) : NULL;
        char *script = cli_xasprintf("%s/%s", bin, names[i]);
        /* cc and c++: only a clang (gcc's wrapper, when there is one, stays) */
        int skip = !real || g->n >= (int)(sizeof g->w / sizeof g->w[0]) ||
                   (names[i][0] == 'c' && names[i][1] != 'l' &&
                    (strncmp(basename(real), "clang", 5) != 0 || access(script, F_OK) == 0));
        FILE *f = skip ? NULL : fopen(script, "w");
        if (!f) {
            free(script);
            free(real);
            free(p);
            continue;
        }
        char *qreal = rec_sh_quote(p), *qself = rec_sh_quote(self), *qdir = rec_sh_quote(dir),
             *qscratch = rec_sh_quote(scratch);
        fprintf(f,
                "#!/bin/sh\n# selfprof record: %s with -ftime-trace, the traces imported\n"
                "real=%s selfprof=%s dir=%s scratch=%s dir_style=%d\n%s",
                names[i], qreal, qself, qdir, qscratch, sup_clang_trace_dir_works(p, &probe),
                CLANG_WRAPPER);
        free(qreal), free(qself), free(qdir), free(qscratch), free(p);
        made += rec_wrapper_add(g, f, script, real);
    }
    for (int i = 0; i < nn; i++)
        free(names[i]);
    return made;
}
