/* progress.c — record's progress line: elapsed time and profiles written,
 * on standard error while the command runs on a terminal.
 *
 * The line lives on the terminal's last row, below a scroll region of the
 * rows above it (as apt draws its progress bar): the command writes to the
 * same terminal, and a line redrawn with a carriage return at the cursor
 * collided with its output (cargo's "Compiling ..." lines and its own
 * progress bar). */
#include <stdio.h>
#include <sys/ioctl.h>

#include "record/progress.h"
#include "support/clock.h"

/* The terminal's height when the region is set up, 0 before, -1 when the
 * height is unknown (then the line is redrawn at the cursor); a resize
 * sets the region up again. A global: rec_progress_end runs at exit too. */
static int progress_rows;

/* The terminal's height, or 0 when unknown or too small for a region. */
static int terminal_rows(void)
{
    struct winsize ws;
    if (ioctl(2, TIOCGWINSZ, &ws) != 0 || ws.ws_row < 3)
        return 0;
    return ws.ws_row;
}

/* Scroll region: rows 1 .. rows-1; the newline first makes room for the
 * last row without overwriting what is on it. */
static void progress_region(int rows)
{
    fprintf(stderr, "\n\0337\033[1;%dr\0338\033[1A", rows - 1);
    progress_rows = rows;
}

void rec_progress_tick(void *p)
{
    const rec_progress *a = p;
    int rows = terminal_rows();
    int n = rec_count_new(a->dir, a->before);
    if (!rows) {
        /* height unknown: the line at the cursor, redrawn in place */
        fprintf(stderr, "\r\033[Kselfprof: record: %.1f s, %d profile%s written",
                sup_now_s() - a->start, n, n == 1 ? "" : "s");
        fflush(stderr);
        progress_rows = -1;
        return;
    }
    if (rows != progress_rows)
        progress_region(rows);
    /* save the cursor, draw on the last row, restore the cursor */
    fprintf(stderr, "\0337\033[%d;1H\033[2Kselfprof: record: %.1f s, %d profile%s written\0338",
            rows, sup_now_s() - a->start, n, n == 1 ? "" : "s");
    fflush(stderr);
}

void rec_progress_end(void)
{
    if (!progress_rows)
        return;
    if (progress_rows < 0)
        fputs("\r\033[K", stderr);
    else
        fprintf(stderr, "\0337\033[r\0338\0337\033[%d;1H\033[2K\0338", progress_rows);
    fflush(stderr);
    progress_rows = 0;
}
