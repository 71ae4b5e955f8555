# Helpers for the Wayland scenarios: each runs in its own dbus-run-session
# (run.sh), where `wl_start` starts mutter as a headless Wayland compositor
# and keys.py, which types through mutter's RemoteDesktop D-Bus API. A
# scenario is a bash file in scenarios/; it fails by calling `fail` or by
# any command failing (set -e). Each runs in its own folder, $WORK, with its
# own HOME, XDG_RUNTIME_DIR and data folders.

# write_places, json_get, entries and keysyms: shared with the other GUI tier.
source "$(dirname "${BASH_SOURCE[0]}")/../support/data.sh"
source "$(dirname "${BASH_SOURCE[0]}")/../support/keys.sh"
source "$(dirname "${BASH_SOURCE[0]}")/../support/input.sh"

export GDK_BACKEND=wayland GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1
export GSETTINGS_BACKEND=memory GIO_USE_VFS=local
export WAYLAND_DISPLAY=typeahead-test
GUI_DIR="$WAYLAND_LIB/../gui"
APP_PID="" MUTTER_PID="" APP_RUNS=0 TRACE=""

fail() {
    echo "FAIL: $*" >&2
    if [ -n "$TRACE" ] && [ -s "$TRACE" ]; then
        echo "--- the app's trace (last lines):" >&2
        grep -v -E "	(cpu|frame|painted)	" "$TRACE" | tail -15 >&2
    fi
    if [ -s "$WORK/app.err" ]; then
        echo "--- the app's standard error:" >&2
        tail -20 "$WORK/app.err" >&2
    fi
    exit 1
}

assert_eq() {
    [ "$1" == "$2" ] || fail "${3:-values differ}: expected '$2', got '$1'"
}

# wl_start : mutter on a virtual monitor, with the keyboard layout of the
# scenario's "# keymap: LAYOUT VARIANT OPTIONS" line (run.sh passes it as
# $KEYMAP; plain "us" without one), which mutter reads from localed.py as it
# would from systemd-localed; and the keyboard once mutter's RemoteDesktop
# is on the bus (it taps one key, so that mutter makes its virtual keyboard
# before the app starts).
wl_start() {
    local reply=""
    # shellcheck disable=SC2086 # the layout, variant and options, as words
    /usr/bin/python3 "$WAYLAND_LIB/localed.py" ${KEYMAP:-us} >"$WORK/localed.log" 2>&1 &
    LOCALED_PID=$!
    for _ in $(seq 1 100); do
        grep -q "^ok ready" "$WORK/localed.log" 2>/dev/null && break
        sleep 0.05
    done
    grep -q "^ok ready" "$WORK/localed.log" || fail "the keymap's stand-in for localed did not start: $(cat "$WORK/localed.log")"
    DBUS_SYSTEM_BUS_ADDRESS="$DBUS_SESSION_BUS_ADDRESS" \
        mutter --headless --wayland --no-x11 --virtual-monitor 1280x900 \
        --wayland-display "$WAYLAND_DISPLAY" >"$WORK/mutter.log" 2>&1 &
    MUTTER_PID=$!
    coproc KEYS { exec /usr/bin/python3 "$WAYLAND_LIB/keys.py"; }
    KEYS_IN=${KEYS[1]} KEYS_OUT=${KEYS[0]}
    read -r -t 30 reply <&"$KEYS_OUT" || true
    [ "$reply" == "ok ready" ] || fail "mutter's RemoteDesktop did not answer: '$reply' ($(tail -5 "$WORK/mutter.log"))"
    [ -S "$XDG_RUNTIME_DIR/$WAYLAND_DISPLAY" ] || fail "mutter made no Wayland socket"
}

# wl_stop : ends the app, the keyboard and mutter (run.sh kills whatever is
# left of the scenario's process group after it).
wl_stop() {
    app_stop
    if [ -n "${KEYS_PID:-}" ]; then
        kill "$KEYS_PID" 2>/dev/null || true
        wait "$KEYS_PID" 2>/dev/null || true
    fi
    if [ -n "$MUTTER_PID" ]; then
        kill "$MUTTER_PID" 2>/dev/null || true
        wait "$MUTTER_PID" 2>/dev/null || true
    fi
    MUTTER_PID=""
    if [ -n "${LOCALED_PID:-}" ]; then
        kill "$LOCALED_PID" 2>/dev/null || true
        wait "$LOCALED_PID" 2>/dev/null || true
    fi
}

# drive COMMAND... : one command to keys.py (see there); fails on an error.
drive() {
    local reply=""
    echo "$*" >&"$KEYS_IN"
    read -r -t 120 reply <&"$KEYS_OUT" || fail "the keyboard did not answer '$1'"
    [[ "$reply" == ok* ]] || fail "keyboard: $reply"
}

# app_launch ARGS... : runs typeahead with ARGS on mutter's display, its
# trace in $TRACE (one file per run), and returns at once.
app_launch() {
    APP_RUNS=$((APP_RUNS + 1))
    TRACE="$WORK/trace-$APP_RUNS.tsv"
    TYPEAHEAD_TRACE="$TRACE" "$TYPEAHEAD_BIN" "$@" >"$WORK/app.out" 2>"$WORK/app.err" &
    APP_PID=$!
}

# app_start ARGS... : runs typeahead and returns the moment its window has
# the keyboard (the trace's "active yes": mutter has mapped and focused it,
# so keys sent next reach it). Nothing is waited for beyond that.
app_start() {
    app_launch "$@"
    wait_active
}

# app_start_typing DELAY_MS WORD-OR-KEY... -- ARGS... : runs typeahead with
# ARGS and presses the keys, one every DELAY_MS, from the moment its window
# has the keyboard: keys.py is told both at once and starts the keys as
# soon as it reads "active yes" in the trace (it looks every 2 ms), while
# the app is still starting and indexing.
app_start_typing() {
    local delay=$1 words=() names reply=""
    shift
    while [ "$1" != "--" ]; do words+=("$1"); shift; done
    shift
    mapfile -t names < <(keysyms "${words[@]}")
    app_launch "$@"
    printf 'wait %s active yes 20\nkeys %s %s\n' "$TRACE" "$delay" "${names[*]}" >&"$KEYS_IN"
    read -r -t 30 reply <&"$KEYS_OUT" || true
    [ "$reply" == ok ] || fail "the window never got the keyboard: $reply"
    read -r -t 120 reply <&"$KEYS_OUT" || fail "the keyboard did not answer"
    [[ "$reply" == ok* ]] || fail "keyboard: $reply"
    echo "typed: $reply"
}

# wait_active : waits (20 s) until the app's window has the keyboard.
wait_active() {
    local reply=""
    echo "wait $TRACE active yes 20" >&"$KEYS_IN"
    read -r -t 30 reply <&"$KEYS_OUT" || true
    kill -0 "$APP_PID" 2>/dev/null || fail "the app exited before showing a window: $(cat "$WORK/app.err")"
    [ "$reply" == ok ] || fail "the window never got the keyboard: $reply"
}

# trace_has EVENT [DETAIL] : whether this run's trace holds EVENT (with DETAIL).
trace_has() {
    if [ $# -gt 1 ]; then
        grep -q -P "^\d+\t\Q$1\E\t\Q$2\E$" "$TRACE" 2>/dev/null
    else
        grep -q -P "^\d+\t\Q$1\E\t" "$TRACE" 2>/dev/null
    fi
}

# trace_count EVENT : how many EVENT lines this run's trace holds.
trace_count() { grep -c -P "^\d+\t\Q$1\E\t" "$TRACE" 2>/dev/null || true; }

# app_stop : ends the app as a logout does (SIGTERM: its windows close),
# and at once (SIGKILL) if it has not ended 10 s later.
app_stop() {
    if [ -n "$APP_PID" ]; then
        kill "$APP_PID" 2>/dev/null || true
        for _ in $(seq 1 100); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$APP_PID" 2>/dev/null || true
        wait "$APP_PID" 2>/dev/null || true
    fi
    APP_PID=""
}

# keys_at DELAY_MS WORD-OR-KEY... : presses the keys, one every DELAY_MS.
keys_at() {
    local delay=$1 names
    shift
    mapfile -t names < <(keysyms "$@")
    drive keys "$delay" "${names[@]}"
}

# keys WORD-OR-KEY... : presses the keys at a person's pace (40 ms apart);
# what they do does not depend on it (the app queues a key that waits for
# suggestions), so nothing waits between them.
keys() { keys_at 40 "$@"; }

# wait_for PREDICATE... [--seconds N] : waits (10 s unless told) until the
# command succeeds.
wait_for() {
    local seconds=10
    if [ "${*: -2:1}" == "--seconds" ]; then
        seconds=${*: -1}
        set -- "${@:1:$(($# - 2))}"
    fi
    for _ in $(seq 1 $((seconds * 20))); do
        "$@" && return 0
        kill -0 "$APP_PID" 2>/dev/null || fail "the app ended while waiting for: $*"
        sleep 0.05
    done
    fail "waited ${seconds} s in vain for: $*"
}

line_count() {
    if [ -f "$1" ]; then wc -l <"$1"; else echo 0; fi
}

has_lines() { [ "$(line_count "$1")" -ge "$2" ]; }

# wait_for_lines FILE N [SECONDS] : waits (10 s unless told) until FILE has N lines.
wait_for_lines() { wait_for has_lines "$1" "$2" --seconds "${3:-10}"; }

# quiet : waits until the app has drawn nothing new for 0.5 s (the trace's
# "rendered" lines stop), 10 s at most: whatever the last keys started
# (an answer, a save) has finished.
quiet() {
    local before after
    for _ in $(seq 1 20); do
        before=$(trace_count rendered)
        sleep 0.5
        after=$(trace_count rendered)
        [ "$before" == "$after" ] && return 0
    done
    fail "the app never came to rest"
}

# assert_lines FILE N : FILE holds exactly N lines once the app is at rest.
assert_lines() {
    quiet
    assert_eq "$(line_count "$1")" "$2" "lines in $1"
}


# --- What a plain GtkEntry types, the clipboard, and the accessible tree.

# wl_oracle_text DELAY_MS WORD-OR-KEY... : what a plain GtkEntry (the X11
# tier's oracle_entry.py, here on mutter) shows after the keys, pressed
# DELAY_MS apart once its window has the keyboard: the reference for what
# keys type, with the keymap and input method the scenario set. Taken until
# two runs agree (at most four): under a loaded CI, IBus once handed the
# GtkEntry two letters swapped ('Mülelr"' for M " u l l e r "), and the
# app, typed right, failed against it.
wl_oracle_text() {
    local previous="" text run
    for run in 1 2 3 4; do
        text=$(wl_oracle_run "$@")
        [ "$run" -gt 1 ] && [ "$text" = "$previous" ] && break
        echo "the plain GtkEntry's run $run gave '$text'" >&2
        previous=$text
    done
    printf '%s' "$text"
}

# wl_oracle_run DELAY_MS WORD-OR-KEY... : one run of the oracle.
wl_oracle_run() {
    local delay=$1 names pid
    shift
    mapfile -t names < <(keysyms "$@")
    rm -f "$WORK/oracle.trace"
    /usr/bin/python3 "$GUI_DIR/oracle_entry.py" "$WORK/oracle.txt" "" "$WORK/oracle.trace" >"$WORK/oracle.log" 2>&1 &
    pid=$!
    drive wait "$WORK/oracle.trace" active yes 20
    drive keys "$delay" "${names[@]}"
    sleep 1
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    cat "$WORK/oracle.txt"
}

# wl_copy TEXT : puts TEXT on the clipboard as a person would, copying it
# (Ctrl+A, Ctrl+C) from another app's entry, which keeps running and
# serves it (on Wayland the clipboard is its owner's until it quits).
wl_copy() {
    rm -f "$WORK/copied.trace"
    /usr/bin/python3 "$GUI_DIR/oracle_entry.py" "$WORK/copied.txt" "$1" "$WORK/copied.trace" >"$WORK/copied.log" 2>&1 &
    drive wait "$WORK/copied.trace" active yes 20
    drive keys 40 ctrl+a ctrl+c
    sleep 0.3
}

# wl_a11y_on : turns GTK's accessibility on for the apps started after it;
# they join the AT-SPI bus, which the scenario's session bus starts.
wl_a11y_on() {
    /usr/bin/python3 -c "import pyatspi" 2>/dev/null || fail "python3-pyatspi is not installed"
    unset GTK_A11Y NO_AT_BRIDGE
}

# a11y_dump : the app's accessible tree now, one object a line (the X11
# tier's a11y_dump.py); caret_of LABEL : "CARET SELECTION" in that field.
a11y_dump() { timeout 10 /usr/bin/python3 "$GUI_DIR/a11y_dump.py" "$APP_PID" 2>&1 | sed 's/^ *//' || true; }
caret_of() { timeout 20 /usr/bin/python3 "$GUI_DIR/a11y_dump.py" "$APP_PID" caret "$1"; }

# settle_after MARK : waits (10 s) until the trace has grown past MARK lines
# (trace_mark, read before the keys) and then stayed still for 0.25 s: what
# the keys started is drawn.
trace_mark() { if [ -f "$TRACE" ]; then wc -l <"$TRACE"; else echo 0; fi; }
settle_after() {
    local size last=-1 still=0
    for _ in $(seq 1 200); do
        size=$(trace_mark)
        if [ "$size" -gt "$1" ] && [ "$size" == "$last" ]; then
            still=$((still + 1))
            [ "$still" -ge 5 ] && return 0
        else
            still=0
        fi
        last=$size
        sleep 0.05
    done
    fail "the app never came to rest after the keys"
}
