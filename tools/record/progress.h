/* progress.h — record's progress line on a terminal (see progress.c). */
#ifndef SELFPROF_RECORD_PROGRESS_H
#define SELFPROF_RECORD_PROGRESS_H

#include "record/profile_list.h"

/* What the line shows: the time since `start` (sup_now_s) and how many
 * profiles of `dir` are new since `before`. */
typedef struct rec_progress {
    double start;
    const char *dir;
    const rec_file_list *before;
} rec_progress;

/* Draws the progress line on standard error (a terminal) from the
 * rec_progress `p` points to: on the last row below a scroll region, set
 * up again when the height changed, or at the cursor when the height is
 * unknown. The shape of sup_child_wait's tick callback. */
void rec_progress_tick(void *p);

/* Erases the line and gives the whole terminal back; nothing when no line
 * was drawn. Safe from an atexit handler. */
void rec_progress_end(void);

#endif
