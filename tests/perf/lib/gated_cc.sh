# gated_cc.sh — sourced by collector tests that need a job to be running
# at a moment of the test's choosing, without timing: tiny_suite DIR
# NAME... makes a suite of C benchmarks of one small file each (about
# 0.1 s of gcc-12 a job); gated_cc PATH GATE writes a compiler PATH that is
# gcc-12, except that compiling a .c file waits until the file GATE exists
# (the runner gives compilers a fixed environment, so the gate's path is
# written into the script). A collector whose job is at the gate holds
# the job and heartbeats; `touch GATE` lets it finish.
tiny_suite() {
    dir=$1
    shift
    for b in "$@"; do
        mkdir -p "$dir/$b"
        echo "int f(int x) { return x * 3; } int main(void) { return f(0); }" >"$dir/$b/t.c"
        echo '{"language": "c", "artifact": "binary", "category": "secondary", "files": ["t.c"]}' \
            >"$dir/$b/perf-config.json"
    done
}

gated_cc() {
    cat >"$1" <<SH
#!/bin/sh
for a in "\$@"; do
    case \$a in *.c) while [ ! -e '$2' ]; do sleep 0.1; done ;; esac
done
exec gcc-12 "\$@"
SH
    chmod +x "$1"
}

# wait_pids SECONDS PID...: waits for each PID; 1 when one is still
# running after SECONDS in all (it is killed then), or exited non-zero.
wait_pids() {
    limit=$1
    shift
    end=$(($(date +%s) + limit))
    st=0
    for pid in "$@"; do
        while kill -0 "$pid" 2>/dev/null && [ "$(date +%s)" -lt "$end" ]; do sleep 0.2; done
        kill -0 "$pid" 2>/dev/null && { kill -TERM "$pid"; st=1; }
        wait "$pid" || st=1
    done
    return $st
}

# wait_for FILE PATTERN: until FILE has a line matching PATTERN (60 s).
wait_for() {
    for _ in $(seq 600); do
        grep -q -e "$2" "$1" 2>/dev/null && return 0
        sleep 0.1
    done
    echo "FAIL: no '$2' in $1: $(cat "$1")"
    return 1
}
