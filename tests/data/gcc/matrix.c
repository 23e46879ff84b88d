/* matrix.c — a small real C program for the GCC plugin tests: loops,
 * recursion, a hash table, a switch interpreter, so that -O2 runs the
 * usual GIMPLE, IPA and RTL passes on a dozen functions. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 32

typedef struct matrix {
    int rows, cols;
    double *v;
} matrix;

static matrix *matrix_new(int rows, int cols)
{
    matrix *m = malloc(sizeof *m);
    if (!m)
        return NULL;
    m->rows = rows;
    m->cols = cols;
    m->v = calloc((size_t)rows * (size_t)cols, sizeof *m->v);
    if (!m->v) {
        free(m);
        return NULL;
    }
    return m;
}

static void matrix_free(matrix *m)
{
    if (m) {
        free(m->v);
        free(m);
    }
}

static inline double *at(matrix *m, int r, int c) { return &m->v[r * m->cols + c]; }

void matrix_fill(matrix *m, unsigned seed)
{
    for (int r = 0; r < m->rows; r++)
        for (int c = 0; c < m->cols; c++) {
            seed = seed * 1103515245u + 12345u;
            *at(m, r, c) = (double)(seed >> 16 & 0x7fff) / 32768.0;
        }
}

matrix *matrix_mul(matrix *a, matrix *b)
{
    if (a->cols != b->rows)
        return NULL;
    matrix *p = matrix_new(a->rows, b->cols);
    if (!p)
        return NULL;
    for (int i = 0; i < a->rows; i++)
        for (int k = 0; k < a->cols; k++) {
            double x = *at(a, i, k);
            for (int j = 0; j < b->cols; j++)
                *at(p, i, j) += x * *at(b, k, j);
        }
    return p;
}

double matrix_trace(matrix *m)
{
    double t = 0;
    for (int i = 0; i < m->rows && i < m->cols; i++)
        t += *at(m, i, i);
    return t;
}

/* Gaussian elimination with partial pivoting; returns the determinant. */
double matrix_det(matrix *m)
{
    int n = m->rows;
    double det = 1;
    matrix *w = matrix_new(n, n);
    if (!w)
        return 0;
    memcpy(w->v, m->v, sizeof *w->v * (size_t)n * (size_t)n);
    for (int c = 0; c < n; c++) {
        int piv = c;
        for (int r = c + 1; r < n; r++)
            if (__builtin_fabs(*at(w, r, c)) > __builtin_fabs(*at(w, piv, c)))
                piv = r;
        if (*at(w, piv, c) == 0) {
            det = 0;
            break;
        }
        if (piv != c) {
            for (int j = 0; j < n; j++) {
                double t = *at(w, c, j);
                *at(w, c, j) = *at(w, piv, j);
                *at(w, piv, j) = t;
            }
            det = -det;
        }
        det *= *at(w, c, c);
        for (int r = c + 1; r < n; r++) {
            double f = *at(w, r, c) / *at(w, c, c);
            for (int j = c; j < n; j++)
                *at(w, r, j) -= f * *at(w, c, j);
        }
    }
    matrix_free(w);
    return det;
}

/* ---- a string hash table ---- */

typedef struct entry {
    char *key;
    long value;
    struct entry *next;
} entry;

typedef struct table {
    entry **slots;
    size_t nslots, count;
} table;

static unsigned long hash(const char *s)
{
    unsigned long h = 5381;
    while (*s)
        h = h * 33 + (unsigned char)*s++;
    return h;
}

static int table_grow(table *t)
{
    size_t n = t->nslots ? t->nslots * 2 : 16;
    entry **s = calloc(n, sizeof *s);
    if (!s)
        return -1;
    for (size_t i = 0; i < t->nslots; i++)
        for (entry *e = t->slots[i], *next; e; e = next) {
            next = e->next;
            size_t h = hash(e->key) & (n - 1);
            e->next = s[h];
            s[h] = e;
        }
    free(t->slots);
    t->slots = s;
    t->nslots = n;
    return 0;
}

long *table_get(table *t, const char *key, int create)
{
    if (t->nslots) {
        for (entry *e = t->slots[hash(key) & (t->nslots - 1)]; e; e = e->next)
            if (strcmp(e->key, key) == 0)
                return &e->value;
    }
    if (!create)
        return NULL;
    if (t->count >= t->nslots && table_grow(t) != 0)
        return NULL;
    entry *e = malloc(sizeof *e);
    if (!e)
        return NULL;
    e->key = strdup(key);
    e->value = 0;
    size_t h = hash(key) & (t->nslots - 1);
    e->next = t->slots[h];
    t->slots[h] = e;
    t->count++;
    return &e->value;
}

void table_free(table *t)
{
    for (size_t i = 0; i < t->nslots; i++)
        for (entry *e = t->slots[i], *next; e; e = next) {
            next = e->next;
            free(e->key);
            free(e);
        }
    free(t->slots);
}

/* ---- a tiny stack machine ---- */

enum op { OP_PUSH, OP_ADD, OP_SUB, OP_MUL, OP_DUP, OP_SWAP, OP_JNZ, OP_DEC, OP_HALT };

typedef struct insn {
    enum op op;
    long arg;
} insn;

long run(const insn *code, int len, long *stack, int cap)
{
    int sp = 0, pc = 0;
    long steps = 0;
    while (pc < len && steps++ < 1000000) {
        const insn *i = &code[pc++];
        switch (i->op) {
        case OP_PUSH:
            if (sp < cap)
                stack[sp++] = i->arg;
            break;
        case OP_ADD:
            if (sp >= 2) {
                stack[sp - 2] += stack[sp - 1];
                sp--;
            }
            break;
        case OP_SUB:
            if (sp >= 2) {
                stack[sp - 2] -= stack[sp - 1];
                sp--;
            }
            break;
        case OP_MUL:
            if (sp >= 2) {
                stack[sp - 2] *= stack[sp - 1];
                sp--;
            }
            break;
        case OP_DUP:
            if (sp >= 1 && sp < cap) {
                stack[sp] = stack[sp - 1];
                sp++;
            }
            break;
        case OP_SWAP:
            if (sp >= 2) {
                long t = stack[sp - 1];
                stack[sp - 1] = stack[sp - 2];
                stack[sp - 2] = t;
            }
            break;
        case OP_JNZ:
            if (sp >= 1 && stack[--sp] != 0)
                pc = (int)i->arg;
            break;
        case OP_DEC:
            if (sp >= 1)
                stack[sp - 1]--;
            break;
        case OP_HALT: pc = len; break;
        }
    }
    return sp ? stack[sp - 1] : 0;
}

/* ---- recursion ---- */

static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static void quicksort(long *a, int lo, int hi)
{
    while (lo < hi) {
        long p = a[(lo + hi) / 2];
        int i = lo, j = hi;
        while (i <= j) {
            while (a[i] < p)
                i++;
            while (a[j] > p)
                j--;
            if (i <= j) {
                long t = a[i];
                a[i] = a[j];
                a[j] = t;
                i++;
                j--;
            }
        }
        if (j - lo < hi - i) {
            quicksort(a, lo, j);
            lo = i;
        } else {
            quicksort(a, i, hi);
            hi = j;
        }
    }
}

static int scale(int x, int k) { return x * k + (k > 3 ? 1 : 0); }

int words(const char *text, table *t)
{
    char buf[64];
    int n = 0;
    while (*text) {
        while (*text == ' ' || *text == '\n')
            text++;
        int len = 0;
        while (*text && *text != ' ' && *text != '\n' && len < 63)
            buf[len++] = *text++;
        if (len) {
            buf[len] = 0;
            long *v = table_get(t, buf, 1);
            if (v)
                ++*v;
            n++;
        }
    }
    return n;
}

int main(int argc, char **argv)
{
    matrix *a = matrix_new(N, N), *b = matrix_new(N, N);
    if (!a || !b)
        return 1;
    matrix_fill(a, 1);
    matrix_fill(b, (unsigned)argc);
    matrix *p = matrix_mul(a, b);
    printf("trace %.3f det %.3g\n", matrix_trace(p), matrix_det(a));
    table t = {0};
    int n = words("the quick brown fox jumps over the lazy dog the end", &t);
    printf("%d words, %zu distinct, the=%ld\n", n, t.count, *table_get(&t, "the", 0));
    table_free(&t);
    insn prog[] = {{OP_PUSH, 1}, {OP_PUSH, 10}, {OP_SWAP, 0}, {OP_PUSH, 2},
                   {OP_MUL, 0},  {OP_SWAP, 0},  {OP_DEC, 0},  {OP_DUP, 0},
                   {OP_JNZ, 2},  {OP_SWAP, 0},  {OP_HALT, 0}};
    long stack[16];
    printf("run %ld fib %ld scale %d %d\n", run(prog, 11, stack, 16), fib(20), scale(argc, 2),
           scale(argc, 5));
    long arr[64];
    for (int i = 0; i < 64; i++)
        arr[i] = (i * 37) % 64;
    quicksort(arr, 0, 63);
    printf("sorted %ld %ld %s\n", arr[0], arr[63], argc > 1 ? argv[1] : "");
    matrix_free(a);
    matrix_free(b);
    matrix_free(p);
    return 0;
}
