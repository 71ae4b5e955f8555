# Work beside the tests, sourced by .ci/run and scripts/test.sh.
#
# beside LOG COMMAND... : runs COMMAND in the background at idle priority
# (SCHED_IDLE: it gets only the CPU that normal tasks leave), its output in
# LOG; its pid is in $BESIDE_PID. It stays in this session on purpose: Linux
# gives each session (autogroup) an equal share of the CPU whatever the
# priority of its tasks, so a job in a session of its own (setsid) would
# take half the machine from the tests.
beside() {
    local log=$1
    shift
    chrt --idle 0 "$@" >"$log" 2>&1 &
    BESIDE_PID=$!
}

# beside_wait PID LOG : waits for a job `beside` started, prints its log,
# and returns the job's status.
beside_wait() {
    local status=0
    wait "$1" || status=$?
    cat "$2"
    return "$status"
}

# end_tree PID : ends PID and everything it started (SIGTERM), all found
# before any is ended, as an ended parent's children move to init.
end_tree() {
    local pids=("$1") index=0 child
    while [ "$index" -lt "${#pids[@]}" ]; do
        for child in $(pgrep -P "${pids[$index]}" 2>/dev/null); do pids+=("$child"); done
        index=$((index + 1))
    done
    kill -TERM "${pids[@]}" 2>/dev/null || true
}
