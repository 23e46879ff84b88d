/* clock.h — the monotonic clock, in seconds, for deadlines, progress and
 * elapsed times (never the time of day). */
#ifndef SUPPORT_CLOCK_H
#define SUPPORT_CLOCK_H

/* Seconds of CLOCK_MONOTONIC: only differences mean anything. */
double sup_now_s(void);

#endif
