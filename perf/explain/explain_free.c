/* explain_free.c — freeing what explain/ attaches to a comparison (the
 * rows' explanations, the suite-wide view): report/ carries them without
 * knowing their types, and calls perf_explain_release through the
 * comparison's release when it is freed. */
#include <stdlib.h>

#include "explain.h"
#include "queries.h"

void perf_explanation_free(perf_explanation *e)
{
    for (size_t k = 0; e && k < e->count; k++)
        free(e->items[k].label);
    for (size_t k = 0; e && k < e->n_one_sided; k++)
        free(e->one_sided[k].label);
    free(e);
}

void perf_query_changes_free(perf_query_change *q, size_t n)
{
    for (size_t i = 0; q && i < n; i++) {
        free(q[i].label);
        free(q[i].cases);
    }
    free(q);
}

void perf_explain_release(perf_comparison *c)
{
    for (size_t i = 0; i < c->count; i++) {
        perf_explanation_free(c->rows[i].explanation);
        c->rows[i].explanation = NULL;
    }
    perf_query_changes_free(c->queries, c->n_queries);
    c->queries = NULL;
    c->n_queries = 0;
}
