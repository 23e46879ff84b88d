/* summary_sort.c — selfprof_summary_sort: rows largest first by one
 * figure, ties by label in byte order.
 *
 * Why not qsort over the rows: a --by-arg summary has ~840,000 rows whose
 * figures mostly tie (their self times take ~39,000 distinct values), so
 * nearly every comparison went to strcmp of two labels that share a long
 * prefix and lie far apart in memory, through a function pointer; that
 * sort was a third of `summarize --by-arg`. So the sort moves 32-byte
 * items holding the figure and the label's first eight bytes as integers
 * (strcmp is called only when both are equal), with the comparison
 * inlined into an introsort, and the rows are moved once at the end.
 * selfprof_summary_sort_top (at the end) only selects the first rows.
 */
#include "analyze/summary_internal.h"
#include "common/grow.h"

#include <stdlib.h>
#include <string.h>

static int cmp_u64(uint64_t a, uint64_t b) { return a < b ? 1 : a > b ? -1 : 0; }
static int cmp_i64(int64_t a, int64_t b) { return a < b ? 1 : a > b ? -1 : 0; }

/* One comparator per sort key, over rows (qsort has no context argument in
 * C11, and a global key would make sorting thread-unsafe): largest first,
 * then label. Used only when memory for sort_items runs out. */
#define ROW_COMPARATOR(name, field, cmp)                                                           \
    static int name(const void *pa, const void *pb)                                                \
    {                                                                                              \
        const selfprof_summary_row *a = pa, *b = pb;                                               \
        int c = cmp(a->field, b->field);                                                           \
        return c ? c : strcmp(a->label, b->label);                                                 \
    }
ROW_COMPARATOR(by_self_time, self_time, cmp_i64)
ROW_COMPARATOR(by_time, time, cmp_u64)
ROW_COMPARATOR(by_invocations, invocation_count, cmp_u64)
ROW_COMPARATOR(by_cache_hits, number_of_cache_hits, cmp_u64)
ROW_COMPARATOR(by_incr_load_time, incremental_load_time, cmp_i64)
ROW_COMPARATOR(by_blocked_time, blocked_time, cmp_u64)

static int by_label(const void *pa, const void *pb)
{
    return strcmp(((const selfprof_summary_row *)pa)->label,
                  ((const selfprof_summary_row *)pb)->label);
}

typedef int (*comparator)(const void *, const void *);
static const comparator ROW_COMPARATORS[] = {
    [SELFPROF_SORT_SELF_TIME] = by_self_time,
    [SELFPROF_SORT_TIME] = by_time,
    [SELFPROF_SORT_INVOCATIONS] = by_invocations,
    [SELFPROF_SORT_CACHE_HITS] = by_cache_hits,
    [SELFPROF_SORT_INCR_LOAD_TIME] = by_incr_load_time,
    [SELFPROF_SORT_BLOCKED_TIME] = by_blocked_time,
    [SELFPROF_SORT_LABEL] = by_label,
};

/* What the sort moves: the row's figure as an unsigned key that orders
 * ascending as the rows go (largest first), the first eight bytes of its
 * label (big-endian, zero-padded: they order as strcmp orders them), the
 * label, and the row's index. */
typedef struct sort_item {
    uint64_t key;
    uint64_t prefix;
    const char *label;
    uint32_t row;
} sort_item;

/* Largest first: the complement of the value, signed values shifted so
 * that their order is that of the unsigned keys. */
static uint64_t desc_u64(uint64_t v) { return ~v; }
static uint64_t desc_i64(int64_t v) { return ~((uint64_t)v ^ (UINT64_C(1) << 63)); }

static uint64_t order_key(const selfprof_summary_row *r, selfprof_sort_key key)
{
    switch (key) {
    case SELFPROF_SORT_SELF_TIME: return desc_i64(r->self_time);
    case SELFPROF_SORT_TIME: return desc_u64(r->time);
    case SELFPROF_SORT_INVOCATIONS: return desc_u64(r->invocation_count);
    case SELFPROF_SORT_CACHE_HITS: return desc_u64(r->number_of_cache_hits);
    case SELFPROF_SORT_INCR_LOAD_TIME: return desc_i64(r->incremental_load_time);
    case SELFPROF_SORT_BLOCKED_TIME: return desc_u64(r->blocked_time);
    default: return 0; /* by label alone */
    }
}

/* The first eight bytes of `label`, big-endian, zeros past its end. */
static uint64_t label_prefix(const char *label)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) {
        v = v << 8 | (unsigned char)*label;
        label += *label != '\0';
    }
    return v;
}

/* a before b. Equal prefixes whose last byte is zero hold both labels
 * whole: the labels are equal. */
static inline int item_before(const sort_item *a, const sort_item *b)
{
    if (a->key != b->key)
        return a->key < b->key;
    if (a->prefix != b->prefix)
        return a->prefix < b->prefix;
    return (a->prefix & 0xFF) && strcmp(a->label + 8, b->label + 8) < 0;
}

static inline void swap_items(sort_item *a, sort_item *b)
{
    sort_item t = *a;
    *a = *b;
    *b = t;
}

static void insertion_sort(sort_item *a, size_t n)
{
    for (size_t i = 1; i < n; i++) {
        sort_item x = a[i];
        size_t j = i;
        for (; j > 0 && item_before(&x, &a[j - 1]); j--)
            a[j] = a[j - 1];
        a[j] = x;
    }
}

/* Restores the max-heap below `root` in a[0..n). */
static void sift_down(sort_item *a, size_t root, size_t n)
{
    for (size_t child; (child = 2 * root + 1) < n; root = child) {
        if (child + 1 < n && item_before(&a[child], &a[child + 1]))
            child++;
        if (!item_before(&a[root], &a[child]))
            return;
        swap_items(&a[root], &a[child]);
    }
}

/* The fallback when quicksort's partitions keep being lopsided. */
static void heap_sort(sort_item *a, size_t n)
{
    for (size_t i = n / 2; i-- > 0;)
        sift_down(a, i, n);
    for (size_t end = n; end-- > 1;) {
        swap_items(&a[0], &a[end]);
        sift_down(a, 0, end);
    }
}

/* Introsort: quicksort on the median of three, heapsort below `depth`
 * levels, insertion sort for small parts. Recurses on the smaller part
 * only, so the stack stays O(log n). */
static void intro_sort(sort_item *a, size_t n, unsigned depth)
{
    while (n > 16) {
        if (depth-- == 0) {
            heap_sort(a, n);
            return;
        }
        size_t mid = n / 2;
        if (item_before(&a[mid], &a[0]))
            swap_items(&a[mid], &a[0]);
        if (item_before(&a[n - 1], &a[0]))
            swap_items(&a[n - 1], &a[0]);
        if (item_before(&a[n - 1], &a[mid]))
            swap_items(&a[n - 1], &a[mid]);
        /* The median is the pivot, at a[0]; a[n - 1] is no smaller, so the
         * first upward scan stops, and the pivot stops the downward ones. */
        swap_items(&a[0], &a[mid]);
        size_t i = 0, j = n;
        for (;;) {
            do
                i++;
            while (item_before(&a[i], &a[0]));
            do
                j--;
            while (item_before(&a[0], &a[j]));
            if (i >= j)
                break;
            swap_items(&a[i], &a[j]);
        }
        swap_items(&a[0], &a[j]);
        /* a[0..j) <= pivot = a[j] <= a(j..n) */
        if (j < n - 1 - j) {
            intro_sort(a, j, depth);
            a += j + 1;
            n -= j + 1;
        } else {
            intro_sort(a + j + 1, n - 1 - j, depth);
            n = j;
        }
    }
    insertion_sort(a, n);
}

/* How many places along a cycle permute_rows asks for rows ahead. */
#define PERMUTE_AHEAD 8

static void prefetch_row(const selfprof_summary_row *r)
{
    __builtin_prefetch(r);
    __builtin_prefetch((const char *)r + sizeof *r - 1);
}

/* Moves row src[k] to place k for every k, in place: one cycle of the
 * permutation at a time, each row moved once; `src` is used up (places
 * done are marked). Why not a sorted copy: on a --by-arg summary that was
 * 74 MB of fresh memory for the kernel to zero. Following a cycle is a
 * chain of dependent loads, one cache miss per row, so a second walker
 * runs PERMUTE_AHEAD places ahead on the same cycle and prefetches the
 * rows it meets (src itself, 4 bytes a row, stays in the cache). */
static void permute_rows(selfprof_summary_row *rows, uint32_t *src, size_t n)
{
    const uint32_t DONE = UINT32_MAX;
    for (size_t start = 0; start < n; start++) {
        if (src[start] == DONE || src[start] == start)
            continue;
        selfprof_summary_row held = rows[start];
        size_t ahead = start;
        for (int i = 0; i < PERMUTE_AHEAD && (ahead = src[ahead]) != start; i++)
            prefetch_row(&rows[ahead]);
        size_t k = start;
        for (;;) {
            size_t from = src[k];
            src[k] = DONE;
            if (from == start) {
                rows[k] = held;
                break;
            }
            if (ahead != start && (ahead = src[ahead]) != start)
                prefetch_row(&rows[ahead]);
            rows[k] = rows[from];
            k = from;
        }
    }
}

/* `key`, or self time for a key the library does not know. */
static selfprof_sort_key known_key(selfprof_sort_key key)
{
    return (size_t)key < sizeof ROW_COMPARATORS / sizeof ROW_COMPARATORS[0]
               ? key
               : SELFPROF_SORT_SELF_TIME;
}

/* A row's sort item. */
static sort_item item_of(const selfprof_summary_row *rows, size_t k, selfprof_sort_key key)
{
    return (sort_item){order_key(&rows[k], key), label_prefix(rows[k].label), rows[k].label,
                       (uint32_t)k};
}

void selfprof_summary_sort(selfprof_summary *s, selfprof_sort_key key)
{
    sp_summary_sort_artifacts(s);
    key = known_key(key);
    size_t n = s->row_count;
    if (n < 2)
        return;
    struct sp_summary_private *v = s->priv;
    /* Row k's label number: labels are numbered as their rows were added
     * and row_of follows the rows, so it inverts row_of (no text lookup). */
    uint32_t *label_of = malloc(n * sizeof *label_of);
    sort_item *order = sp_malloc_huge(n * sizeof *order); /* 27 MB for --by-arg */
    if (!label_of || !order) {
        /* Out of memory: sort in place, then find each row's label by text. */
        free(label_of);
        free(order);
        qsort(s->rows, n, sizeof *s->rows, ROW_COMPARATORS[key]);
        for (size_t k = 0; k < n; k++)
            v->row_of[sp_name_lookup(&v->labels, s->rows[k].label, strlen(s->rows[k].label))] =
                (uint32_t)k;
        return;
    }
    for (uint32_t l = 0; l < n; l++)
        label_of[v->row_of[l]] = l;
    for (size_t k = 0; k < n; k++)
        order[k] = item_of(s->rows, k, key);
    unsigned depth = 0;
    for (size_t m = n; m > 1; m >>= 1)
        depth += 2;
    intro_sort(order, n, depth);
    for (size_t k = 0; k < n; k++)
        v->row_of[label_of[order[k].row]] = (uint32_t)k;
    uint32_t *src = label_of; /* reused: the rows' new order */
    for (size_t k = 0; k < n; k++)
        src[k] = order[k].row;
    free(order);
    permute_rows(s->rows, src, n);
    free(src);
}

/* Tells the label of `row`, now at place `k`, where its row is. */
static void place_row(struct sp_summary_private *v, const selfprof_summary_row *row, size_t k)
{
    v->row_of[sp_name_lookup(&v->labels, row->label, strlen(row->label))] = (uint32_t)k;
}

void selfprof_summary_sort_top(selfprof_summary *s, selfprof_sort_key key, size_t top)
{
    size_t n = s->row_count;
    /* Selection pays while the kept rows are few: a full sort otherwise. */
    if (top == 0 || top > n / 8) {
        selfprof_summary_sort(s, key);
        return;
    }
    key = known_key(key);
    sort_item *best = malloc(top * sizeof *best);
    selfprof_summary_row *chosen = malloc(top * sizeof *chosen);
    uint8_t *stays = calloc(top, 1);
    if (!best || !chosen || !stays) {
        free(best);
        free(chosen);
        free(stays);
        selfprof_summary_sort(s, key);
        return;
    }
    sp_summary_sort_artifacts(s);
    /* A max-heap of the `top` rows that sort first so far: its root is the
     * one of them that sorts last, which a new row must beat. Most rows
     * lose on their figure alone, without building their item. */
    for (size_t k = 0; k < top; k++)
        best[k] = item_of(s->rows, k, key);
    for (size_t i = top / 2; i-- > 0;)
        sift_down(best, i, top);
    for (size_t k = top; k < n; k++) {
        if (order_key(&s->rows[k], key) > best[0].key)
            continue;
        sort_item it = item_of(s->rows, k, key);
        if (item_before(&it, &best[0])) {
            best[0] = it;
            sift_down(best, 0, top);
        }
    }
    heap_sort(best, top); /* ascending: the first row first */
    /* The chosen rows go to places [0, top); the rows they displace there
     * go to the places the chosen ones leave, so at most 2 * top rows move. */
    for (size_t i = 0; i < top; i++) {
        chosen[i] = s->rows[best[i].row];
        if (best[i].row < top)
            stays[best[i].row] = 1;
    }
    size_t vacated = 0;
    for (size_t p = 0; p < top; p++) {
        if (stays[p])
            continue;
        while (best[vacated].row < top)
            vacated++;
        size_t to = best[vacated++].row;
        s->rows[to] = s->rows[p];
        place_row(s->priv, &s->rows[to], to);
    }
    for (size_t i = 0; i < top; i++) {
        s->rows[i] = chosen[i];
        place_row(s->priv, &s->rows[i], i);
    }
    free(best);
    free(chosen);
    free(stays);
}
