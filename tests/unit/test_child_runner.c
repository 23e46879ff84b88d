/* test_child_runner.c — support's child runner (support/child.h) and its
 * neighbours, on real processes: output of stdout and stderr into one file
 * (appended or emptied), a program that is not there (an error of the
 * start, not an exit status), a deadline that kills the child's whole
 * process group (a grandchild included) and not the caller, a held start,
 * ticks while waiting, a function child's exit status, resource usage;
 * temporary directories and their removal, PATH look-up. */
#include "test_support.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support/child.h"
#include "support/clock.h"
#include "support/files.h"
#include "support/supervise.h"

static char *read_all(const char *path)
{
    size_t n = 0;
    uint8_t *data = test_read_file(path, &n);
    if (!data)
        return NULL;
    char *s = malloc(n + 1);
    memcpy(s, data, n);
    s[n] = 0;
    free(data);
    return s;
}

static void output_to_one_file(void **state)
{
    (void)state;
    char path[4200];
    snprintf(path, sizeof path, "%s/out", test_temp_dir()); /* a fresh directory each call */
    char *argv[] = {"sh", "-c", "echo out; echo err >&2; exit 3", NULL};
    sup_child_spec s = {.argv = argv, .stdout_path = path, .stderr_path = path};
    sup_child_result r;
    char err[256] = "";
    assert_int_equal(sup_child_run(&s, 0, &r, err, sizeof err), 0);
    assert_true(WIFEXITED(r.status));
    assert_int_equal(WEXITSTATUS(r.status), 3);
    assert_false(sup_child_succeeded(r.status));
    assert_false(r.timed_out);
    char *text = read_all(path);
    assert_string_equal(text, "out\nerr\n");
    free(text);
    /* appended, then emptied */
    s.append = 1;
    assert_int_equal(sup_child_run(&s, 0, &r, err, sizeof err), 0);
    text = read_all(path);
    assert_string_equal(text, "out\nerr\nout\nerr\n");
    free(text);
    s.append = 0;
    assert_int_equal(sup_child_run(&s, 0, &r, err, sizeof err), 0);
    text = read_all(path);
    assert_string_equal(text, "out\nerr\n");
    free(text);
}

static void missing_program(void **state)
{
    (void)state;
    char *argv[] = {"selfprof-no-such-program", NULL};
    sup_child_spec s = {.argv = argv};
    sup_child_result r;
    char err[256] = "";
    assert_int_equal(sup_child_run(&s, 0, &r, err, sizeof err), -ENOENT);
    assert_string_equal(err, "selfprof-no-such-program: No such file or directory");
    /* by path, with argv[0] only a name */
    char *argv2[] = {"true", NULL};
    s = (sup_child_spec){.argv = argv2, .path = "/nonexistent/true"};
    assert_int_equal(sup_child_run(&s, 0, &r, err, sizeof err), -ENOENT);
    assert_string_equal(err, "/nonexistent/true: No such file or directory");
    /* a directory that does not exist: also an error of the start */
    s = (sup_child_spec){.argv = argv2, .cwd = "/nonexistent"};
    assert_int_equal(sup_child_run(&s, 0, &r, err, sizeof err), -ENOENT);
}

static void deadline_kills_the_group(void **state)
{
    (void)state;
    char pidfile[4200];
    snprintf(pidfile, sizeof pidfile, "%s/grandchild", test_temp_dir());
    char script[4400];
    snprintf(script, sizeof script, "sleep 30 & echo $! >'%s'; wait", pidfile);
    char *argv[] = {"sh", "-c", script, NULL};
    sup_child_spec s = {.argv = argv, .own_group = 1};
    sup_child_result r;
    char err[256] = "";
    double t0 = sup_now_s();
    assert_int_equal(sup_child_run(&s, 0.5, &r, err, sizeof err), 0);
    double spent = sup_now_s() - t0;
    assert_true(r.timed_out);
    assert_true(WIFSIGNALED(r.status));
    assert_int_equal(WTERMSIG(r.status), SIGKILL);
    assert_true(spent >= 0.45 && spent < 10);
    assert_true(r.wall_s >= 0.45);
    /* the grandchild (sleep 30) was in the group: gone too */
    char *text = read_all(pidfile);
    assert_non_null(text);
    pid_t g = (pid_t)atol(text);
    free(text);
    assert_true(g > 0);
    int alive = 1;
    for (int i = 0; i < 100 && alive; i++) {
        alive = kill(g, 0) == 0;
        if (alive)
            usleep(20000);
    }
    assert_false(alive);
}

static int ticks;
static void count_tick(void *ctx)
{
    (void)ctx;
    ticks++;
}

static void held_start_and_ticks(void **state)
{
    (void)state;
    char *argv[] = {"sleep", "0.35", NULL};
    sup_child_spec s = {.argv = argv, .hold = 1};
    sup_child c;
    char err[256] = "";
    assert_int_equal(sup_child_start(&s, &c, err, sizeof err), 0);
    assert_true(c.pid > 0);
    /* held: still there, not exec'ed, whatever time passes */
    usleep(100000);
    assert_int_equal(kill(c.pid, 0), 0);
    assert_int_equal(sup_child_release(&c, err, sizeof err), 0);
    ticks = 0;
    sup_child_result r;
    assert_int_equal(sup_child_wait(&c, 0, count_tick, NULL, 0.1, &r), 0);
    assert_true(sup_child_succeeded(r.status));
    assert_true(ticks >= 2 && ticks <= 4);
    /* the wall time counts from the release, not the start */
    assert_true(r.wall_s >= 0.3 && r.wall_s < 5);
}

static int exit_with(void *ctx) { return *(int *)ctx; }

static void function_child(void **state)
{
    (void)state;
    int code = 42;
    sup_child_spec s = {
        .fn = exit_with, .ctx = &code, .own_group = 1, .die_with_parent = 1, .default_signals = 1};
    sup_child_result r;
    char err[256] = "";
    assert_int_equal(sup_child_run(&s, 5, &r, err, sizeof err), 0);
    assert_true(WIFEXITED(r.status));
    assert_int_equal(WEXITSTATUS(r.status), 42);
}

static void resource_usage(void **state)
{
    (void)state;
    /* about 0.2 s of CPU time and some memory */
    char *argv[] = {"sh", "-c", "i=0; while [ $i -lt 40000 ]; do i=$((i+1)); done", NULL};
    sup_child_spec s = {.argv = argv, .no_aslr = 1};
    sup_child_result r;
    char err[256] = "";
    assert_int_equal(sup_child_run(&s, 60, &r, err, sizeof err), 0);
    assert_true(sup_child_succeeded(r.status));
    assert_true(r.ru.ru_maxrss > 0);
    double cpu = (double)r.ru.ru_utime.tv_sec + (double)r.ru.ru_utime.tv_usec * 1e-6 +
                 (double)r.ru.ru_stime.tv_sec + (double)r.ru.ru_stime.tv_usec * 1e-6;
    assert_true(cpu > 0);
}

static void temp_dir_and_removal(void **state)
{
    (void)state;
    char saved[4200], base[4200];
    const char *old = getenv("TMPDIR");
    snprintf(saved, sizeof saved, "%s", old ? old : "");
    snprintf(base, sizeof base, "%s", test_temp_dir());
    setenv("TMPDIR", base, 1);
    char dir[4300], err[4400];
    assert_int_equal(sup_temp_dir("selfprof-test", dir, sizeof dir, err, sizeof err), 0);
    assert_int_equal(strncmp(dir, base, strlen(base)), 0);
    assert_non_null(strstr(dir, "/selfprof-test."));
    struct stat st;
    assert_int_equal(stat(dir, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0700);
    /* a tree with a link out of it: the link goes, not its target */
    char p[4500], target[4500];
    snprintf(target, sizeof target, "%s/outside", base);
    FILE *f = fopen(target, "w");
    assert_non_null(f);
    fclose(f);
    snprintf(p, sizeof p, "%s/a", dir);
    mkdir(p, 0700);
    snprintf(p, sizeof p, "%s/a/b", dir);
    mkdir(p, 0700);
    snprintf(p, sizeof p, "%s/a/b/file", dir);
    f = fopen(p, "w");
    assert_non_null(f);
    fclose(f);
    snprintf(p, sizeof p, "%s/a/link", dir);
    assert_int_equal(symlink(target, p), 0);
    sup_remove_tree(dir);
    assert_int_equal(stat(dir, &st), -1);
    assert_int_equal(stat(target, &st), 0);
    /* a TMPDIR too long for the buffer: /tmp */
    char longer[120];
    snprintf(longer, sizeof longer, "%s/%0100d", base, 0);
    setenv("TMPDIR", longer, 1);
    char small[64];
    assert_int_equal(sup_temp_dir("selfprof-test", small, sizeof small, err, sizeof err), 0);
    assert_int_equal(strncmp(small, "/tmp/selfprof-test.", 19), 0);
    sup_remove_tree(small);
    if (old)
        setenv("TMPDIR", saved, 1);
    else
        unsetenv("TMPDIR");
}

static void which(void **state)
{
    (void)state;
    char *sh = sup_which("sh", "/nonexistent:/bin:/usr/bin");
    assert_non_null(sh);
    assert_string_equal(sh, "/bin/sh");
    free(sh);
    assert_null(sup_which("selfprof-no-such-program", "/bin:/usr/bin"));
    char *dir = sup_exe_dir();
    assert_non_null(dir);
    assert_true(dir[0] == '/');
    free(dir);
}

/* A job process whose compilation (in a session of its own) outlives it:
 * the subreaper gets the orphan and sup_supervise_kill_orphans kills it;
 * sup_supervise_stop ends a child that ignores nothing within its 5 s. */
static void supervisor_kills_orphans(void **state)
{
    (void)state;
    assert_int_equal(sup_supervise_begin(), 0);
    int fd[2];
    assert_int_equal(pipe(fd), 0);
    pid_t job = fork();
    assert_true(job >= 0);
    if (job == 0) {
        pid_t compile = fork();
        if (compile == 0) {
            setsid();
            sleep(60);
            _exit(0);
        }
        (void)!write(fd[1], &compile, sizeof compile);
        _exit(0); /* the job dies, its compilation goes on */
    }
    pid_t orphan = 0;
    assert_int_equal(read(fd[0], &orphan, sizeof orphan), (ssize_t)sizeof orphan);
    close(fd[0]);
    close(fd[1]);
    int status;
    assert_int_equal(waitpid(job, &status, 0), job);
    assert_int_equal(kill(orphan, 0), 0); /* still running, now ours */
    sup_supervise_kill_orphans();
    assert_int_equal(kill(orphan, 0), -1);
    assert_int_equal(errno, ESRCH); /* killed and reaped */
    /* a child in its own group, stopped */
    pid_t child = fork();
    if (child == 0) {
        setpgid(0, 0);
        sleep(60);
        _exit(0);
    }
    setpgid(child, child);
    sup_supervise_stop(child, &status);
    assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM);
    assert_int_equal(kill(child, 0), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(output_to_one_file),       cmocka_unit_test(missing_program),
        cmocka_unit_test(deadline_kills_the_group), cmocka_unit_test(held_start_and_ticks),
        cmocka_unit_test(function_child),           cmocka_unit_test(resource_usage),
        cmocka_unit_test(temp_dir_and_removal),     cmocka_unit_test(which),
        cmocka_unit_test(supervisor_kills_orphans),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
