/* clock.c — TSC detection and calibration, CLOCK_MONOTONIC fallback. */
#include "clock.h"

#include "common/error.h"

#include <pthread.h>
#include <string.h>
#include <time.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#define SP_HAVE_TSC 1
#else
#define SP_HAVE_TSC 0
#endif

uint64_t sp_clock_monotonic_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

uint64_t sp_clock_realtime_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

int sp_clock_tsc_invariant(void)
{
#if SP_HAVE_TSC
    unsigned a, b, c, d;
    if (!__get_cpuid(0x80000000u, &a, &b, &c, &d) || a < 0x80000007u)
        return 0;
    __cpuid(0x80000007u, a, b, c, d);
    return (d >> 8) & 1; /* CPUID.80000007H:EDX[8] = invariant TSC */
#else
    return 0;
#endif
}

#if SP_HAVE_TSC
static uint64_t tsc_mult;
static pthread_once_t tsc_once = PTHREAD_ONCE_INIT;

/* One (tsc, monotonic) pair, taken where the TSC reads around the
 * clock_gettime are closest, so the pair is accurate to a few ns. */
static void sample(uint64_t *tsc, uint64_t *ns)
{
    uint64_t best = UINT64_MAX;
    *tsc = *ns = 0;
    for (int i = 0; i < 5; i++) {
        uint64_t t0 = __builtin_ia32_rdtsc();
        uint64_t n = sp_clock_monotonic_ns();
        uint64_t t1 = __builtin_ia32_rdtsc();
        if (t1 - t0 < best) {
            best = t1 - t0;
            *tsc = t0 + (t1 - t0) / 2;
            *ns = n;
        }
    }
}

static void calibrate(void)
{
    /* A hypervisor may state the TSC frequency (KVM/VMware leaf 0x40000010,
     * in kHz); otherwise measure the rate against CLOCK_MONOTONIC for 10 ms,
     * which is accurate to a few parts per million. */
    unsigned a, b, c, d;
    __cpuid(1, a, b, c, d);
    if (c & (1u << 31)) {
        __cpuid(0x40000000u, a, b, c, d);
        if (a >= 0x40000010u) {
            __cpuid(0x40000010u, a, b, c, d);
            if (a > 0) {
                tsc_mult = (uint64_t)(((unsigned __int128)1000000u << 32) / a);
                return;
            }
        }
    }
    uint64_t t0 = 0, n0 = 0, t1 = 0, n1 = 0;
    sample(&t0, &n0);
    do
        sample(&t1, &n1);
    while (n1 - n0 < 10000000u);
    tsc_mult = (uint64_t)(((unsigned __int128)(n1 - n0) << 32) / (t1 - t0));
}
#endif

int sp_clock_init(sp_clock *c, const char *name, const char *what, selfprof_error *err)
{
    memset(c, 0, sizeof *c);
    int want_tsc;
    if (strcmp(name, "auto") == 0)
        want_tsc = sp_clock_tsc_invariant();
    else if (strcmp(name, "tsc") == 0)
        want_tsc = 1;
    else if (strcmp(name, "monotonic") == 0)
        want_tsc = 0;
    else
        return sp_error_set(err, SELFPROF_E_INVALID, -1,
                            "%s: unknown clock '%s' (known: auto, tsc, monotonic)", what, name);
    if (want_tsc) {
#if SP_HAVE_TSC
        if (!sp_clock_tsc_invariant())
            return sp_error_set(err, SELFPROF_E_UNSUPPORTED, -1,
                                "%s: clock 'tsc': this CPU has no invariant TSC "
                                "(CPUID 80000007H:EDX[8] is clear); use 'monotonic'",
                                what);
        pthread_once(&tsc_once, calibrate);
        c->source = SELFPROF__CLOCK_TSC;
        c->tsc_mult = tsc_mult;
        c->base = __builtin_ia32_rdtsc();
        return SELFPROF_OK;
#else
        return sp_error_set(err, SELFPROF_E_UNSUPPORTED, -1,
                            "%s: clock 'tsc': not an x86 CPU; use 'monotonic'", what);
#endif
    }
    c->source = SELFPROF__CLOCK_MONOTONIC;
    c->base = sp_clock_monotonic_ns();
    return SELFPROF_OK;
}

const char *sp_clock_source_name(uint32_t source)
{
    switch (source) {
    case SELFPROF__CLOCK_TSC: return "tsc";
    case SELFPROF__CLOCK_MONOTONIC: return "monotonic";
    default: return "perf";
    }
}
