/* sequential.h — when a paired test case has been measured enough: stop
 * its clean iterations once its interval has decided.
 *
 * A pair of jobs runs each scenario's clean iterations A B, B A, ... up to
 * the queued --iterations (15 by default). Most test cases have decided
 * long before: an A/A pair's interval lies within +-5% after a few pairs,
 * a real 10% change excludes 0 after eight or so. Every further pair only
 * costs time. The runner therefore looks at each scenario's pairs at
 * PLANNED LOOKS, after 5, 8, 11, ... pairs (every PERF_SEQ_LOOK_STEP from
 * PERF_SEQ_FIRST_LOOK, while PERF_SEQ_LOOK_STEP pairs are still to come: 5,
 * 8 and 11 of the default 15), and stops
 * the scenario when perf_seq_decide says it has decided.
 *
 * THE RULE at a look after n pairs (d_i = ln(b_i / a_i), the interval of
 * paired.h: Student's t, trimmed from 10 pairs, with the noise prior when
 * given):
 *   - CHANGE (efficacy): the interval at the look's stricter confidence
 *     1 - alpha_k excludes 0;
 *   - NO CHANGE (futility, or equivalence): the interval at the nominal
 *     confidence (1 - alpha, compare's 99%) includes 0, and the interval
 *     at PERF_SEQ_EQUIVALENCE (90%: two one-sided tests at 5%) lies within
 *     +-margin (PERF_SEQ_MARGIN, compare's PERF_SIG_RESOLUTION): exactly
 *     compare's "no change" verdict, a change of the margin or more ruled
 *     out;
 *   - FUTILE: neither, and the last look would hardly decide either
 *     (FUTILITY below);
 *   - otherwise CONTINUE ("too noisy", or a change not yet sure enough).
 *
 * FUTILITY (stochastic curtailment: Lan, Simon & Halperin 1982). On a
 * loaded machine a pair's ratio varies by 5-18% here (itoa check under
 * a load average of 12-17): from about 7%, even 15 pairs leave an
 * interval wider than +-5%, compare says "too noisy" at the end, and
 * every pair after the fifth is spent for nothing. So at a look the
 * chance that compare's verdict on all `max` pairs decides (a change at
 * 99%, or "no change" within the margin) is computed under the trend —
 * the pairs still to come like those so far: their mean, and their
 * standard deviation as the interval estimates it; the final interval's
 * half-width taken as the normal quantile x sd / sqrt(max) — and below
 * PERF_SEQ_FUTILITY the test case stops. The trend's mean leaves out the
 * pair farthest from the median: a pair split by a jump of the load (one
 * in 20 here) could otherwise make a real change look hopeless, where
 * compare's trimmed interval drops it. A futility stop ends a test case
 * without a significant change (it is only taken when the interval
 * includes 0), so it adds no false alarms; what it costs is the chance it
 * bounds, a change that 15 pairs would have found after all: at 10% of
 * noise a pair, 3.5 of the 57% of +10% changes found with every pair in
 * the simulation, at 2% none. The bound, 2%, is the one of 1%, 2%, 5%
 * and 10% tried there that kept the loss at 2% of noise within a tenth
 * of a point; 5% saved 0.7 pairs more at 10% of noise for 1.5 points.

 * WHY THE ERROR RATE HOLDS. compare judges the stored runs afterwards with
 * its fixed rule at 99%, whatever the runner did; the runner only chooses
 * how many pairs it stores. Stopping when the data happen to look
 * significant is what inflates a fixed test's false-positive rate under
 * optional stopping, so the efficacy stops spend a small budget of their
 * own: the Haybittle-Peto design (Haybittle 1971, Peto et al. 1976) —
 * strict interim bounds, the final look at the nominal level — with the
 * interim budget spread over the looks by a linear (Pocock-like) alpha-
 * spending function (Lan & DeMets 1983; Kim & DeMets 1987's power family,
 * rho = 1): by the look after n of N pairs, alpha_I x n / N is spent,
 * alpha_I = PERF_SEQ_INTERIM_SHARE x alpha, so look k's own alpha_k is
 * alpha_I x (n_k - n_{k-1}) / N. Under "no change":
 *   P(false positive) <= sum_k P(efficacy stop at k)         <= sum alpha_k < alpha_I
 *                      + P(other stop at k, compare calls it a change)
 *                      + P(no stop, compare calls the N pairs a change) <= alpha
 * (a union bound; the interim and final tests are positively correlated,
 * so the true rate is lower). The middle term is 0 when compare judges
 * with the interval the runner used: a NO CHANGE or FUTILE stop's
 * nominal interval includes 0. compare moderates each test case's variance with the noise
 * its other paired test cases share (noise_prior.h), which the runner of
 * one job does not know; the two intervals then differ a little, and the
 * simulation in tests/unit/test_perf_sequential.c measures the whole
 * procedure (these stops, then compare's moderated verdict over 18 test
 * cases) under the null with heavy-tailed noise: at or below 1% + its
 * tolerance. Those stops never raise the false-positive rate beyond that
 * term: they end a test case without a change. The cost of the NO
 * CHANGE stops is power for changes smaller than the margin (a true +2%
 * may stop as "no change" at 8 pairs where 15 would have found it):
 * compare's own verdict at that point, and the margin is compare's.
 *
 * Why 5 first: with fewer, no interval at a strict confidence is finite
 * enough to decide (t(4) at 99% is 4.60 already). Why every 3: each look
 * costs a little alpha and a little computing; the looks after 5, 8 and
 * 11 of the default 15 spend 0.37 points (0.5% x 11/15) beside the
 * final 1%. Why half of alpha, not a tenth as before: in a simulation of
 * both stop metrics (wall time 1.8x as noisy) a real +10% step ran 11.6
 * pairs with a tenth and 10.1 with half, and the rate under "no change"
 * stayed below the nominal 1% (the interim
 * and final tests are strongly correlated, so the union bound is far
 * from reached). In the simulation (18 test cases a comparison, noise
 * around 2% a pair, spread between test cases, t(3) tails, a jump of the
 * level in one pair of 20) a test case used 6.3 pairs of 15 under "no
 * change" (0.30% significant; 0.57% with every pair; 6.7 with "no
 * change" at 99% and a tenth of alpha) and 7.6 under a +10% change
 * (98.6% found; 98.7%); with 10% a pair, 9.7 (0.67%; 0.61%) and 12.2
 * (54.6% found; 57.1%). The symmetric
 * noise that makes the t interval safe (paired.h) holds at every look:
 * the order within a pair still alternates.
 *
 * Pure; thread-safe. */
#ifndef PERF_STATS_SEQUENTIAL_H
#define PERF_STATS_SEQUENTIAL_H

#include <stddef.h>

#include "noise_prior.h"

/* The looks: after PERF_SEQ_FIRST_LOOK pairs, then every PERF_SEQ_LOOK_STEP. */
#define PERF_SEQ_FIRST_LOOK 5
#define PERF_SEQ_LOOK_STEP 3
/* The share of alpha = 1 - confidence that the interim looks' efficacy
 * stops spend in all (alpha_I): the overall rate stays within
 * alpha x (1 + PERF_SEQ_INTERIM_SHARE). */
#define PERF_SEQ_INTERIM_SHARE 0.5
/* compare's final confidence (report/significance.h, PERF_SIG_CONFIDENCE;
 * tests/unit/test_perf_sequential.c checks that the two agree). */
#define PERF_SEQ_CONFIDENCE 0.99
/* The equivalence margin of a futility stop: compare's "no change" rules
 * out a change of PERF_SIG_RESOLUTION (5%) or more; the same here (and
 * checked by the same test). */
#define PERF_SEQ_MARGIN 0.05
/* The confidence of the equivalence interval of "no change" (compare's
 * PERF_SIG_EQUIVALENCE; the same test checks that they agree). */
#define PERF_SEQ_EQUIVALENCE 0.90
/* FUTILITY's bound on the chance that the last look decides (2%). */
#define PERF_SEQ_FUTILITY 0.02

typedef enum perf_seq_decision {
    PERF_SEQ_CONTINUE = 0, /* not decided: run the next pairs */
    PERF_SEQ_CHANGE,       /* the strict interval excludes 0 */
    PERF_SEQ_NO_CHANGE,    /* the nominal interval includes 0, within +-margin */
    PERF_SEQ_FUTILE,       /* the last look would hardly decide either (FUTILITY) */
} perf_seq_decision;

/* 1 when "no change" may stop the pairs after `n` of at most `max`: from
 * PERF_SEQ_FIRST_LOOK on, after every pair but the last. Such a stop
 * ends a test case whose interval includes 0, so it spends no alpha
 * (WHY THE ERROR RATE HOLDS) and need not wait for a planned look: on
 * this machine a no-change test case's pairs vary by 3-4%, and its
 * interval fits within the margin after 8-10 pairs, which the looks
 * after 5, 8 and 11 rounded up to 11 or 15. */
int perf_seq_is_check(size_t n, size_t max);

/* 1 when a look is planned after `n` pairs of at most `max`: n =
 * PERF_SEQ_FIRST_LOOK + k x PERF_SEQ_LOOK_STEP (k >= 0) with at least
 * PERF_SEQ_LOOK_STEP pairs still to come (a look nearer the end would
 * save too few to be worth its alpha; the last pair ends the scenario
 * anyway); else 0. */
int perf_seq_is_look(size_t n, size_t max);

/* The efficacy confidence 1 - alpha_k of the look after `n` of `max` pairs
 * for the final `confidence` (0 < confidence < 1): alpha_I x (n - the
 * previous look's n) / max, alpha_I = PERF_SEQ_INTERIM_SHARE x (1 -
 * confidence). -1 when n is no look (perf_seq_is_look) or confidence is
 * outside (0, 1). */
double perf_seq_efficacy_confidence(size_t n, size_t max, double confidence);

/* The decision after `n` pairs (a[i], b[i] one pair; all > 0 and finite)
 * of at most `max`, for compare's final `confidence` and equivalence
 * `margin` (> 0; PERF_SEQ_MARGIN), with the noise `prior` (NULL or df 0:
 * each test case's own variance). CHANGE only at a planned look
 * (perf_seq_is_look); NO CHANGE and FUTILE after any pair where
 * perf_seq_is_check holds (FUTILE too only at a planned look: each
 * futility check costs a little power). PERF_SEQ_CONTINUE otherwise,
 * and on an invalid argument. */
perf_seq_decision perf_seq_decide(const double *a, const double *b, size_t n, size_t max,
                                  double confidence, double margin, const perf_noise_prior *prior);

/* "change", "no change" or "continue". */
const char *perf_seq_decision_name(perf_seq_decision d);

#endif
