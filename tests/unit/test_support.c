/* test_support.c — file and buffer helpers for the unit tests. */
#include "test_support.h"

#include <ftw.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *test_data_path(const char *rel)
{
    static char path[4096];
    const char *data = getenv("TESTDATA");
    snprintf(path, sizeof path, "%s/%s", data ? data : "tests/data", rel);
    return path;
}

uint8_t *test_read_file(const char *path, size_t *size)
{
    char cmd[4200];
    size_t n = strlen(path);
    FILE *f;
    int is_gz = n > 3 && strcmp(path + n - 3, ".gz") == 0;
    if (is_gz) {
        snprintf(cmd, sizeof cmd, "gzip -dc '%s'", path);
        f = popen(cmd, "r");
    } else {
        f = fopen(path, "rb");
    }
    if (!f)
        fail_msg("cannot open %s", path);
    size_t cap = 1 << 16, len = 0;
    uint8_t *data = malloc(cap);
    for (;;) {
        if (len == cap)
            data = realloc(data, cap *= 2);
        size_t got = fread(data + len, 1, cap - len, f);
        if (got == 0)
            break;
        len += got;
    }
    if (is_gz ? pclose(f) != 0 : fclose(f) != 0)
        fail_msg("cannot read %s", path);
    *size = len;
    return data;
}

/* Every directory test_temp_dir made, removed with its contents when the
 * test program exits: cmocka reports a failed test by a longjmp and goes
 * on, so a cleanup at the end of each test would be skipped exactly when
 * the test fails (one run of test_record_filter left 25 folders). */
static char **temp_dirs;
static size_t temp_count;
static pid_t temp_owner; /* a forked child that calls exit() removes nothing */

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    remove(path);
    return 0;
}

static void remove_temp_dirs(void)
{
    if (getpid() != temp_owner)
        return;
    for (size_t i = 0; i < temp_count; i++) {
        nftw(temp_dirs[i], remove_entry, 16, FTW_DEPTH | FTW_PHYS);
        free(temp_dirs[i]);
    }
    free(temp_dirs);
    temp_dirs = NULL;
    temp_count = 0;
}

const char *test_temp_dir(void)
{
    static char dir[4096];
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/selfprof-test-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir))
        fail_msg("mkdtemp failed");
    if (temp_count == 0) {
        temp_owner = getpid();
        atexit(remove_temp_dirs);
    }
    char **v = realloc(temp_dirs, (temp_count + 1) * sizeof *v);
    if (!v || !(v[temp_count] = strdup(dir)))
        fail_msg("out of memory");
    temp_dirs = v;
    temp_count++;
    return dir;
}

void test_buf_put(test_buf *b, const void *p, size_t n)
{
    if (b->len + n > b->cap) {
        b->cap = (b->len + n) * 2 + 64;
        b->data = realloc(b->data, b->cap);
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
}

void test_buf_u8(test_buf *b, uint8_t v) { test_buf_put(b, &v, 1); }

void test_buf_u32(test_buf *b, uint32_t v)
{
    uint8_t x[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    test_buf_put(b, x, 4);
}

void test_buf_u64(test_buf *b, uint64_t v)
{
    test_buf_u32(b, (uint32_t)v);
    test_buf_u32(b, (uint32_t)(v >> 32));
}

static void put_id(test_profile *t, test_buf *b, uint64_t id)
{
    if (t->version == 9)
        test_buf_u64(b, id);
    else
        test_buf_u32(b, (uint32_t)id);
}

static void put_header(test_buf *b, const char *magic, uint32_t version)
{
    test_buf_put(b, magic, 4);
    test_buf_u32(b, version);
}

void test_profile_init(test_profile *t, uint32_t version, const char *metadata)
{
    memset(t, 0, sizeof *t);
    t->version = version;
    put_header(&t->events, "MMES", version);
    put_header(&t->strdata, "MMSD", version);
    put_header(&t->strindex, "MMSI", version);
    if (metadata) {
        uint64_t id = test_profile_string(t, metadata);
        test_profile_map(t, 100000001, id);
    }
}

uint64_t test_profile_raw_string(test_profile *t, const void *bytes, size_t n)
{
    uint64_t id = t->strdata.len + 100000003ull;
    test_buf_put(&t->strdata, bytes, n);
    return id;
}

uint64_t test_profile_string(test_profile *t, const char *s)
{
    uint64_t id = test_profile_raw_string(t, s, strlen(s));
    test_buf_u8(&t->strdata, 0xFF);
    return id;
}

void test_ref(test_profile *t, test_buf *b, uint64_t id)
{
    test_buf_u8(b, 0xFE);
    put_id(t, b, id);
}

void test_profile_map(test_profile *t, uint64_t id, uint64_t target)
{
    put_id(t, &t->strindex, id);
    put_id(t, &t->strindex, target - 100000003ull);
}

static void put_event(test_profile *t, uint64_t kind, uint64_t id, uint32_t thread, uint64_t v1,
                      uint64_t v2)
{
    test_buf *b = &t->events;
    put_id(t, b, kind);
    put_id(t, b, id);
    test_buf_u32(b, thread);
    test_buf_u32(b, (uint32_t)v1);
    test_buf_u32(b, (uint32_t)v2);
    test_buf_u32(b, (uint32_t)((v1 >> 32) << 16 | (v2 >> 32)));
}

void test_profile_interval(test_profile *t, uint64_t kind, uint64_t id, uint32_t thread,
                           uint64_t start, uint64_t end)
{
    put_event(t, kind, id, thread, start, end);
}

void test_profile_instant(test_profile *t, uint64_t kind, uint64_t id, uint32_t thread, uint64_t ts)
{
    put_event(t, kind, id, thread, ts, 0xFFFFFFFFFFFFull);
}

void test_profile_integer(test_profile *t, uint64_t kind, uint64_t id, uint32_t thread,
                          uint64_t value)
{
    put_event(t, kind, id, thread, value, 0xFFFFFFFFFFFEull);
}

uint8_t *test_profile_finish(test_profile *t, size_t page, size_t *size)
{
    test_buf out = {0};
    test_buf_put(&out, "MMPD", 4);
    test_buf_u32(&out, t->version);
    test_buf *streams[3] = {&t->events, &t->strdata, &t->strindex};
    size_t pos[3] = {0, 0, 0};
    for (int more = 1; more;) {
        more = 0;
        for (int tag = 0; tag < 3; tag++) {
            size_t n = streams[tag]->len - pos[tag];
            if (n == 0)
                continue;
            if (n > page)
                n = page;
            test_buf_u8(&out, (uint8_t)tag);
            test_buf_u32(&out, (uint32_t)n);
            test_buf_put(&out, streams[tag]->data + pos[tag], n);
            pos[tag] += n;
            more = 1;
        }
    }
    for (int tag = 0; tag < 3; tag++)
        free(streams[tag]->data);
    *size = out.len;
    return out.data;
}

void test_assert_near(double got, double want, double eps, const char *file, int line)
{
    if (!(fabs(got - want) <= eps))
        fail_msg("%s:%d: got %.17g, want %.17g", file, line, got, want);
}

int test_pg_fixture_url(const char *who, char *buf, size_t size)
{
    const char *file = getenv("SELFPROF_PERF_PG_URL_FILE");
    FILE *f = file ? fopen(file, "r") : NULL;
    if (!f || !fgets(buf, (int)size, f)) {
        fprintf(stderr,
                "%s: FAIL: no PostgreSQL server: cannot read the URL file '%s' (the CTest "
                "fixture perf_pg, tests/pg/pg_server.sh, writes it)\n",
                who, file ? file : "$SELFPROF_PERF_PG_URL_FILE unset");
        if (f)
            fclose(f);
        return -1;
    }
    fclose(f);
    buf[strcspn(buf, "\n")] = '\0';
    return 0;
}
