/* job_lines.c — how the collector names a job and its failure in the
 * lines it prints. */
#include "collect_internal.h"

#include <stdio.h>
#include <string.h>

void perf_collect_job_title(const perf_job *job, char *buf, size_t n)
{
    if (job->partner && job->partner->beside_id) /* the base measured again: no job row */
        snprintf(buf, n, "job #%lld %s beside %s measured again %s %s", (long long)job->id,
                 job->artifact.name, job->partner->artifact.name, job->benchmark, job->profile);
    else if (job->partner)
        snprintf(buf, n, "jobs #%lld+#%lld %s+%s %s %s", (long long)job->id,
                 (long long)job->partner->id, job->artifact.name, job->partner->artifact.name,
                 job->benchmark, job->profile);
    else
        snprintf(buf, n, "job #%lld %s %s %s", (long long)job->id, job->artifact.name,
                 job->benchmark, job->profile);
}

void perf_collect_print_failure(const char *title, const perf_job *job, int final, const char *err)
{
    const char *nl = strchr(err, '\n');
    int len = nl ? (int)(nl - err) : (int)strlen(err);
    if (final)
        printf("%s: failed, not to be retried: %.*s\n", title, len, err);
    else
        printf("%s: failed (try %d of %d): %.*s\n", title, job->tries, PERF_QUEUE_MAX_TRIES, len,
               err);
}
