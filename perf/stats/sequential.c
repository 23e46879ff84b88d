/* sequential.c — see sequential.h. */
#include "sequential.h"

#include <math.h>

#include "paired.h"

int perf_seq_is_look(size_t n, size_t max)
{
    return n >= PERF_SEQ_FIRST_LOOK && n + PERF_SEQ_LOOK_STEP <= max &&
           (n - PERF_SEQ_FIRST_LOOK) % PERF_SEQ_LOOK_STEP == 0;
}

double perf_seq_efficacy_confidence(size_t n, size_t max, double confidence)
{
    if (!perf_seq_is_look(n, max) || !(confidence > 0 && confidence < 1))
        return -1;
    /* the pairs since the previous look (the first look: all of them) */
    size_t since = n == PERF_SEQ_FIRST_LOOK ? n : PERF_SEQ_LOOK_STEP;
    double alpha_k = PERF_SEQ_INTERIM_SHARE * (1 - confidence) * (double)since / (double)max;
    return 1 - alpha_k;
}

perf_seq_decision perf_seq_decide(const double *a, const double *b, size_t n, size_t max,
                                  double confidence, double margin, const perf_noise_prior *prior)
{
    double strict = perf_seq_efficacy_confidence(n, max, confidence);
    if (strict < 0 || !a || !b || !(margin > 0))
        return PERF_SEQ_CONTINUE;
    perf_shift s;
    if (perf_stats_paired_shift(a, b, n, strict, prior, &s, NULL) != 0)
        return PERF_SEQ_CONTINUE;
    if (s.lo > 0 || s.hi < 0)
        return PERF_SEQ_CHANGE;
    if (perf_stats_paired_shift(a, b, n, confidence, prior, &s, NULL) != 0)
        return PERF_SEQ_CONTINUE;
    if (s.lo <= 0 && s.hi >= 0 && s.lo > -margin && s.hi < margin)
        return PERF_SEQ_NO_CHANGE;
    return PERF_SEQ_CONTINUE;
}

const char *perf_seq_decision_name(perf_seq_decision d)
{
    return d == PERF_SEQ_CHANGE ? "change" : d == PERF_SEQ_NO_CHANGE ? "no change" : "continue";
}
