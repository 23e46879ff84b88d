/* queries.c — a toy query-based "compiler" instrumented with libselfprof,
 * the way rustc records its queries.
 *
 *   example_queries [--out DIR] [--items N]
 *
 * Two threads "compile" N items.  Each item needs the memoized queries
 * type_of(item) (which parses the item and needs the type_of of earlier
 * items: nested queries and many cache hits) and mir_built(item).  Both
 * threads start with type_of(0), which is slow: the second one blocks
 * until the first has computed it (a QueryBlocked event).
 *
 * What is recorded (rustc's kinds, filtered by SELFPROF_EVENTS):
 *   GenericActivity   phases: parse_crate, analysis, codegen_crate, parse_item
 *   Query             one per query execution, with a virtual event id (the
 *                     invocation number), mapped to the query name at the end
 *   IncrementalResultHashing  hashing each result, nested in its Query
 *   QueryBlocked      waiting for the other thread's type_of(0)
 *   QueryCacheHit     one instant per cache hit (with query-cache-hit)
 *   QueryCacheHitCount  hits per invocation, written at the end
 *   ArtifactSize      a pretend object file size
 * With query-keys (SELFPROF_EVENTS=default,query-keys) every invocation's
 * id maps to "query_name\x1e<key>" instead of the plain name.
 *
 * Then:  selfprof summarize DIR/queries-*.mm_profdata
 */
#include <selfprof/recorder.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { Q_TYPE_OF, Q_MIR_BUILT, Q_COUNT };
static const char *const query_names[Q_COUNT] = {"type_of", "mir_built"};

enum { EMPTY, RUNNING, DONE };

typedef struct cache_entry {
    int state;
    uint64_t value;
    uint64_t invocation; /* virtual id of the execution */
    uint64_t hits;
} cache_entry;

static selfprof_profiler *prof;
static selfprof_string_id query_name_ids[Q_COUNT];
static selfprof_string_id parse_item_id;
static int items = 400;
static cache_entry *cache[Q_COUNT];
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cache_done = PTHREAD_COND_INITIALIZER;
static int blocked_waiters;      /* threads in a QueryBlocked wait; under cache_lock */
static uint64_t next_invocation; /* atomic; a virtual id per execution */
static volatile uint64_t sink;   /* keeps the busy work from being optimized away */

/* Busy work standing in for real computation. */
static uint64_t work(uint64_t seed, int rounds)
{
    uint64_t h = seed * 0x9E3779B97F4A7C15ull + 1;
    for (int i = 0; i < rounds; i++)
        h = (h ^ (h >> 29)) * 0xBF58476D1CE4E5B9ull;
    return h;
}

static uint64_t query(int q, int key);

static uint64_t compute(int q, int key)
{
    if (q == Q_TYPE_OF) {
        /* parse the item (a generic activity), then look at earlier items */
        selfprof_timer t = selfprof_interval_begin(prof, SELFPROF_KIND_GENERIC_ACTIVITY);
        uint64_t v = work((uint64_t)key, key == 0 ? 3000000 : 20000);
        selfprof_interval_end(prof, SELFPROF_KIND_GENERIC_ACTIVITY, parse_item_id, t);
        for (int dep = key / 2; dep < key; dep += 1 + key / 8)
            v ^= query(Q_TYPE_OF, dep);
        return v;
    }
    return work(query(Q_TYPE_OF, key), 40000) ^ query(Q_TYPE_OF, key / 3);
}

/* A memoized query, recorded like rustc's: a cache hit is an instant, an
 * execution is a Query interval (its id known only at the end), a wait for
 * another thread is QueryBlocked. */
static uint64_t query(int q, int key)
{
    cache_entry *e = &cache[q][key];
    pthread_mutex_lock(&cache_lock);
    if (e->state == RUNNING) {
        selfprof_timer t = selfprof_interval_begin(prof, SELFPROF_KIND_QUERY_BLOCKED);
        blocked_waiters++;
        pthread_cond_broadcast(&cache_done); /* the runner of type_of(0) waits for this */
        while (e->state == RUNNING)
            pthread_cond_wait(&cache_done, &cache_lock);
        blocked_waiters--;
        selfprof_interval_end(prof, SELFPROF_KIND_QUERY_BLOCKED, e->invocation, t);
    }
    if (e->state == DONE) {
        e->hits++;
        uint64_t v = e->value, id = e->invocation;
        pthread_mutex_unlock(&cache_lock);
        selfprof_instant(prof, SELFPROF_KIND_QUERY_CACHE_HIT, id);
        return v;
    }
    e->state = RUNNING;
    e->invocation = __atomic_fetch_add(&next_invocation, 1, __ATOMIC_RELAXED);
    /* Both threads start with type_of(0): whichever runs it waits until the
     * other is blocked on it, so the profile always shows a QueryBlocked
     * wait (timing alone would make it a matter of luck). */
    if (q == Q_TYPE_OF && key == 0)
        while (blocked_waiters == 0)
            pthread_cond_wait(&cache_done, &cache_lock);
    pthread_mutex_unlock(&cache_lock);

    selfprof_scope s = {prof, SELFPROF_KIND_QUERY, SELFPROF_INVALID_STRING_ID,
                        selfprof_interval_begin(prof, SELFPROF_KIND_QUERY)};
    uint64_t v = compute(q, key);
    {
        SELFPROF_SCOPE(prof, SELFPROF_KIND_INCREMENTAL_RESULT_HASHING, e->invocation);
        v = work(v, 200);
    }
    s.id = e->invocation; /* as rustc does: the id is set when the query finishes */
    selfprof_scope_end(&s);

    pthread_mutex_lock(&cache_lock);
    e->value = v;
    e->state = DONE;
    pthread_cond_broadcast(&cache_done);
    pthread_mutex_unlock(&cache_lock);
    return v;
}

static void *compile_half(void *arg)
{
    int half = (int)(long)arg;
    query(Q_TYPE_OF, 0);
    uint64_t sum = 0;
    for (int i = half; i < items; i += 2)
        sum ^= query(Q_MIR_BUILT, i);
    sink = sum;
    return NULL;
}

/* At the end, like rustc's alloc_self_profile_query_strings: map every
 * invocation id to its query's name (in bulk), or with query-keys to
 * "name\x1ekey"; and write the aggregated cache-hit counts. */
static void write_query_strings(void)
{
    uint64_t *ids = malloc((size_t)items * sizeof *ids);
    int keys = selfprof_group_enabled(prof, SELFPROF_GROUP_QUERY_KEYS);
    for (int q = 0; q < Q_COUNT; q++) {
        size_t n = 0;
        for (int key = 0; key < items; key++) {
            cache_entry *e = &cache[q][key];
            if (e->state != DONE)
                continue;
            if (keys) {
                char text[32];
                snprintf(text, sizeof text, "item#%d", key);
                selfprof_string_id arg = selfprof_string_alloc(prof, text, strlen(text));
                selfprof_map_virtual_id(prof, e->invocation,
                                        selfprof_event_id(prof, query_name_ids[q], &arg, 1));
            } else {
                ids[n++] = e->invocation;
            }
            if (e->hits)
                selfprof_integer(prof, SELFPROF_KIND_QUERY_CACHE_HIT_COUNT, e->invocation, e->hits);
        }
        selfprof_map_virtual_ids(prof, ids, n, query_name_ids[q]);
    }
    free(ids);
}

int main(int argc, char **argv)
{
    selfprof_options opts;
    selfprof_options_init(&opts);
    opts.name = "queries";
    opts.argc = argc;
    opts.argv = argv;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--out") && i + 1 < argc)
            opts.output_dir = argv[++i];
        else if (!strcmp(argv[i], "--items") && i + 1 < argc)
            items = atoi(argv[++i]);
        else {
            fprintf(stderr, "usage: example_queries [--out DIR] [--items N]\n");
            return 2;
        }
    }
    if (items < 2)
        items = 2;
    selfprof_error err;
    if (selfprof_profiler_create(&opts, &prof, &err) != SELFPROF_OK) {
        fprintf(stderr, "example_queries: profiling off: %s\n", err.message);
        prof = selfprof_profiler_disabled();
    }
    for (int q = 0; q < Q_COUNT; q++) {
        query_name_ids[q] = selfprof_intern_cstr(prof, query_names[q]);
        cache[q] = calloc((size_t)items, sizeof *cache[q]);
    }
    parse_item_id = selfprof_intern_cstr(prof, "parse_item");

    {
        SELFPROF_SCOPE(prof, SELFPROF_KIND_GENERIC_ACTIVITY,
                       selfprof_intern_cstr(prof, "parse_crate"));
        sink = work(1, 500000);
    }
    {
        SELFPROF_SCOPE(prof, SELFPROF_KIND_GENERIC_ACTIVITY,
                       selfprof_intern_cstr(prof, "analysis"));
        pthread_t t[2];
        for (long h = 0; h < 2; h++)
            pthread_create(&t[h], NULL, compile_half, (void *)h);
        for (int h = 0; h < 2; h++)
            pthread_join(t[h], NULL);
    }
    {
        selfprof_string_id codegen = selfprof_intern_cstr(prof, "codegen_crate");
        SELFPROF_SCOPE(prof, SELFPROF_KIND_GENERIC_ACTIVITY, codegen);
        sink = work(2, 800000);
        selfprof_string_id label = selfprof_intern_cstr(prof, "object_file");
        selfprof_string_id file = selfprof_intern_cstr(prof, "queries.o");
        selfprof_integer(prof, SELFPROF_KIND_ARTIFACT_SIZE,
                         selfprof_event_id(prof, label, &file, 1), (uint64_t)items * 1234);
    }
    write_query_strings();

    const char *path = selfprof_profiler_path(prof);
    if (*path)
        printf("example_queries: wrote %s\n", path);
    if (selfprof_profiler_close(prof, &err) != SELFPROF_OK)
        fprintf(stderr, "example_queries: %s\n", err.message);
    for (int q = 0; q < Q_COUNT; q++)
        free(cache[q]);
    return 0;
}
