/* fuzz_cli_numbers.c — libFuzzer target for the numeric option parsers of
 * the CLI (tools/cli/cli.c): cli_parse_u64 (--top, --width, --thread) and
 * cli_parse_duration (diff --min-change, view --from/--to, chrome
 * --minimum-duration), checked against a slow reference written the other
 * way round: the grammar first, then the value in 128-bit arithmetic.
 * The input is the option value; a NUL inside it ends the value, as on a
 * command line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    FILE *null = fopen("/dev/null", "w"); /* cli_parse_u64's messages */
    if (!null)
        abort();
    stderr = null;
    return 0;
}

typedef unsigned __int128 u128;
#define CAP ((u128)1 << 100) /* saturate: anything above 2^64 is too big */

static int is_digit(char c) { return c >= '0' && c <= '9'; }

/* ^[0-9]+$ and at most UINT64_MAX. */
static int ref_u64(const char *s, uint64_t *out)
{
    u128 v = 0;
    if (!*s)
        return -1;
    for (; *s; s++) {
        if (!is_digit(*s))
            return -1;
        v = v * 10 + (u128)(*s - '0');
        if (v > CAP)
            v = CAP;
    }
    if (v > UINT64_MAX)
        return -1;
    *out = (uint64_t)v;
    return 0;
}

/* ^[0-9]*(\.[0-9]*)?(ns|us|µs|μs|ms|s)?$ with a digit; the fraction to nine
 * digits; floor(number * unit) nanoseconds, at most UINT64_MAX. */
static int ref_duration(const char *s, uint64_t unit, uint64_t *out)
{
    u128 whole = 0;
    uint64_t frac9 = 0;
    int digits = 0, fdigits = 0;
    for (; is_digit(*s); s++, digits++) {
        whole = whole * 10 + (u128)(*s - '0');
        if (whole > CAP)
            whole = CAP;
    }
    if (*s == '.')
        for (s++; is_digit(*s); s++, digits++)
            if (fdigits < 9)
                frac9 = frac9 * 10 + (uint64_t)(*s - '0'), fdigits++;
    for (; fdigits < 9; fdigits++)
        frac9 *= 10;
    if (!digits)
        return -1;
    if (*s) {
        static const char *names[] = {"ns", "us", "\xC2\xB5s", "\xCE\xBCs", "ms", "s"};
        static const uint64_t ns[] = {1, 1000, 1000, 1000, 1000000, 1000000000};
        size_t i = 0;
        while (i < 6 && strcmp(s, names[i]) != 0)
            i++;
        if (i == 6)
            return -1;
        unit = ns[i];
    }
    if (unit == 0 || unit > 1000000000)
        return -1;
    u128 v = whole * unit + (u128)frac9 * unit / 1000000000u;
    if (whole >= CAP || v > UINT64_MAX)
        return -1;
    *out = (uint64_t)v;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096)
        return 0;
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';

    uint64_t got = 0xDEAD, want = 0xBEEF;
    int rc = cli_parse_u64("--top", text, &got), ref = ref_u64(text, &want);
    if (rc != ref || (rc == 0 && got != want) || (rc != 0 && got != 0xDEAD))
        abort();

    static const uint64_t units[] = {1, 1000, 1000000, 1000000000, 0, 7, 2000000000};
    for (size_t u = 0; u < sizeof units / sizeof units[0]; u++) {
        got = 0xDEAD, want = 0xBEEF;
        rc = cli_parse_duration(text, units[u], &got);
        ref = ref_duration(text, units[u], &want);
        if (rc != ref || (rc == 0 && got != want) || (rc != 0 && got != 0xDEAD)) {
            fprintf(stdout, "'%s' unit %llu: rc %d ref %d got %llu want %llu\n", text,
                    (unsigned long long)units[u], rc, ref, (unsigned long long)got,
                    (unsigned long long)want);
            abort();
        }
        uint64_t unit_ns = cli_time_unit_ns(text, size);
        if (unit_ns != 0 && unit_ns != 1 && unit_ns != 1000 && unit_ns != 1000000 &&
            unit_ns != 1000000000)
            abort();
    }
    free(text);
    return 0;
}
