/* clock.h — the monotonic clock, in seconds, for deadlines, progress and
 * elapsed times (never the time of day), and sleeping. */
#ifndef SUPPORT_CLOCK_H
#define SUPPORT_CLOCK_H

/* Seconds of CLOCK_MONOTONIC: only differences mean anything. */
double sup_now_s(void);

/* Sleeps `s` seconds (>= 0); a signal caught meanwhile ends it early,
 * which the collector wants (its stop signal). */
void sup_sleep_s(double s);

#endif
