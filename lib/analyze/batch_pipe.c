/* batch_pipe.c — see batch_pipe.h. */
#include "analyze/batch_pipe.h"

#include <pthread.h>

typedef struct pipe {
    void **batches;
    size_t count;
    sp_pipe_produce produce;
    void *ctx;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    size_t produced, consumed; /* batches so far */
    int last_produced;         /* the producer has filled its last batch */
    int stop;                  /* the consumer wants no more */
} pipe;

static void *producer_main(void *arg)
{
    pipe *q = arg;
    for (size_t k = 0;; k++) {
        pthread_mutex_lock(&q->lock);
        while (!q->stop && k - q->consumed >= q->count)
            pthread_cond_wait(&q->changed, &q->lock);
        int stop = q->stop;
        pthread_mutex_unlock(&q->lock);
        if (stop)
            return NULL;
        int more = q->produce(q->ctx, q->batches[k % q->count]);
        pthread_mutex_lock(&q->lock);
        q->produced = k + 1;
        q->last_produced = !more;
        pthread_cond_broadcast(&q->changed);
        pthread_mutex_unlock(&q->lock);
        if (!more)
            return NULL;
    }
}

int sp_pipe_run(void **batches, size_t count, sp_pipe_produce produce, sp_pipe_consume consume,
                void *ctx)
{
    pipe q = {batches, count, produce, ctx, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
              0,       0,     0,       0};
    pthread_t helper;
    if (count < 2 || pthread_create(&helper, NULL, producer_main, &q) != 0)
        return -1;
    int rc = 0;
    for (size_t k = 0;; k++) {
        pthread_mutex_lock(&q.lock);
        while (q.produced <= k && !(q.last_produced && q.produced == k))
            pthread_cond_wait(&q.changed, &q.lock);
        int end = q.produced == k; /* the last batch was consumed */
        pthread_mutex_unlock(&q.lock);
        if (end)
            break;
        rc = consume(ctx, batches[k % count]);
        pthread_mutex_lock(&q.lock);
        q.consumed = k + 1;
        q.stop = rc != 0;
        pthread_cond_broadcast(&q.changed);
        pthread_mutex_unlock(&q.lock);
        if (rc != 0)
            break;
    }
    pthread_join(helper, NULL);
    pthread_mutex_destroy(&q.lock);
    pthread_cond_destroy(&q.changed);
    return rc;
}
