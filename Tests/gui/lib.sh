# Helpers for end-to-end scenarios: start the real app under the Xvfb display
# that run.sh made, drive it with xdotool, look at it, check what it saved.
# A scenario is a bash file in scenarios/; it fails by calling `fail` or by
# any command failing (set -e). Each runs in its own folder, $WORK.

# write_places, json_get, entries and keysyms: shared with the other GUI tier.
source "$(dirname "${BASH_SOURCE[0]}")/../support/data.sh"
source "$(dirname "${BASH_SOURCE[0]}")/../support/keys.sh"
source "$(dirname "${BASH_SOURCE[0]}")/../support/input.sh"

export GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1
APP_PID=""
TRACE=""        # the trace (TYPEAHEAD_TRACE) of the app started last
TRACES=0        # how many apps were started, to name their traces
EXIT_HOOKS=()   # commands scenario_exit runs first (servers, Orca)

# scenario_exit : run.sh's EXIT trap: the scenario's own clean-up, the app
# ended, its traces kept beside the screenshots.
scenario_exit() {
    local hook
    for hook in "${EXIT_HOOKS[@]}"; do $hook || true; done
    app_stop
    local trace
    for trace in "$WORK"/trace-*.log; do
        [ -f "$trace" ] && cp "$trace" "$ARTIFACTS/$NAME-$(basename "$trace" .log).trace"
    done
    return 0
}

fail() {
    echo "FAIL: $*" >&2
    if [ -s "$WORK/app.err" ]; then
        echo "--- the app's standard error:" >&2
        grep -E "Fatal error|Crash|^[0-9]+ .* in |at /" "$WORK/app.err" | head -30 >&2
    fi
    exit 1
}

# display_ready : waits (10 s at most) until the X server answers; run.sh
# calls it before each scenario. Once in a while a client's first connection
# was refused just after xvfb-run had started the server.
display_ready() {
    for _ in $(seq 1 100); do
        xprop -root _NET_SUPPORTING_WM_CHECK >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    fail "the X server on $DISPLAY never answered"
}

# skip REASON : ends the scenario as skipped (run.sh reports SKIP, not PASS).
skip() {
    echo "SKIP: $*" >&2
    exit 77
}

# trace_next : the trace file the next app started writes (TYPEAHEAD_TRACE:
# one line per key, render, answer and painted frame; see TraceLog.swift).
trace_next() {
    TRACES=$((TRACES + 1))
    TRACE="$WORK/trace-$TRACES.log"
    : >"$TRACE"
}

# app_start ARGS... : runs typeahead with ARGS and waits for its window,
# drawn and idle.
app_start() {
    trace_next
    TYPEAHEAD_TRACE="$TRACE" "$TYPEAHEAD_BIN" "$@" >"$WORK/app.out" 2>"$WORK/app.err" &
    APP_PID=$!
    local window=""
    for _ in $(seq 1 100); do
        window=$(xdotool search --onlyvisible --pid "$APP_PID" 2>/dev/null | head -1 || true)
        [ -n "$window" ] && break
        kill -0 "$APP_PID" 2>/dev/null || fail "the app exited before showing a window: $(cat "$WORK/app.err")"
        sleep 0.1
    done
    [ -n "$window" ] || fail "no window appeared within 10 s"
    APP_WINDOW=$window
    timeout 10 xdotool windowfocus --sync "$APP_WINDOW" || fail "could not focus the window"
    settle_since 0
}

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

# trace_mark : where the app's trace is now; settle_since waits for what
# comes after it.
trace_mark() { if [ -n "$TRACE" ] && [ -f "$TRACE" ]; then wc -l <"$TRACE"; else echo 0; fi; }

# settle_since MARK [SECONDS] : waits (10 s unless told) until the app has
# handled what was sent since MARK and drawn it: in its trace after MARK,
# nothing handled (key, edited, answer, render, rendered, indexed) for
# 150 ms, and a frame painted after the last render (or 600 ms, as a
# render that changed nothing on the screen paints nothing). If nothing at all
# comes in 300 ms, what was sent changed nothing the trace shows (a menu
# key, a key with nothing to do). A spinner that keeps turning paints
# frames, but handles nothing: it does not keep this waiting.
settle_since() {
    local mark=$1 limit=${2:-10}
    if [ -z "$TRACE" ] || [ -z "$APP_PID" ]; then sleep 0.4; return 0; fi
    # Microseconds: bash writes EPOCHREALTIME with the locale's decimal
    # separator (a comma in a German scenario).
    local start=${EPOCHREALTIME/[.,]/} last_change=${EPOCHREALTIME/[.,]/} previous="" now state
    while :; do
        # "HANDLED-COUNT DRAWN": how many handled lines, and whether a
        # frame was painted after the last render.
        state=$(tail -n +"$((mark + 1))" "$TRACE" 2>/dev/null | awk -F'\t' '
            $2 ~ /^(key|edited|answer|render|rendered|indexed|window)$/ { handled++; drawn = 0 }
            $2 == "painted" { drawn = 1 }
            END { print handled + 0, (handled == 0 || drawn) ? 1 : 0 }')
        now=${EPOCHREALTIME/[.,]/}
        [ "$state" == "$previous" ] || { previous=$state; last_change=$now; }
        if [ "${state% *}" == "0" ]; then
            [ $((now - start)) -ge 300000 ] && return 0
        elif [ "${state#* }" == "1" ]; then
            [ $((now - last_change)) -ge 150000 ] && return 0
        else
            # A render that changed nothing on the screen paints no frame.
            [ $((now - last_change)) -ge 600000 ] && return 0
        fi
        if [ $((now - start)) -ge $((limit * 1000000)) ]; then
            echo "--- the app's trace since the keys (last 15 lines):" >&2
            tail -n +"$((mark + 1))" "$TRACE" | grep -v -e '	cpu	' -e '	frame	' | tail -15 >&2
            fail "the app did not settle within $limit s (handled, drawn: $state)"
        fi
        kill -0 "$APP_PID" 2>/dev/null || fail "the app ended: $(tail -5 "$WORK/app.err")"
        sleep 0.03
    done
}

# settle : waits until the app is idle and drawn (settle_since), counting
# from the line before the last action's first (call after the action:
# press and type_text do). An idle app settles at once.
settle() { settle_since "${ACTION_MARK:-$(trace_mark)}"; ACTION_MARK=""; }

# act COMMAND... : runs COMMAND (an xdotool click, say), then settles.
act() { ACTION_MARK=$(trace_mark); "$@"; settle; }

type_text() { ACTION_MARK=$(trace_mark); xdotool type --delay 40 "$1"; settle; }
press() { ACTION_MARK=$(trace_mark); xdotool key --delay 60 "$@"; settle; }

# shot NAME : a screenshot of the whole screen, kept in the artifacts folder.
shot() { import -window root "$ARTIFACTS/$NAME-$1.png"; }

# region_moves GEOMETRY : whether two screenshots of GEOMETRY (WxH+X+Y),
# 0.3 s apart, differ; a turning spinner moves, a settled list does not.
region_moves() {
    import -window root -crop "$1" "$WORK/region-a.png"
    sleep 0.3
    import -window root -crop "$1" "$WORK/region-b.png"
    [ "$(compare -metric AE "$WORK/region-a.png" "$WORK/region-b.png" null: 2>&1 || true)" != "0" ]
}

# wait_until_still GEOMETRY : waits (at most 20 s) until GEOMETRY stops moving.
wait_until_still() {
    for _ in $(seq 1 60); do
        region_moves "$1" || return 0
    done
    fail "the screen at $1 never settled"
}

# The window title (the form's title).
window_title() { xdotool getwindowname "$APP_WINDOW"; }

assert_eq() {
    [ "$1" == "$2" ] || fail "${3:-values differ}: expected '$2', got '$1'"
}

# wait_for_lines FILE N [SECONDS] : waits (5 s unless told) until FILE has N lines.
wait_for_lines() {
    for _ in $(seq 1 $((${3:-5} * 10))); do
        [ -f "$1" ] && [ "$(wc -l <"$1")" -ge "$2" ] && return 0
        sleep 0.1
    done
    fail "$1 did not get $2 line(s)"
}

# app_start_fast ARGS... : runs typeahead with ARGS and returns the moment
# its window maps, focused, with no settling: keys typed next arrive while
# the app is still starting (and indexing).
app_start_fast() {
    trace_next
    TYPEAHEAD_TRACE="$TRACE" "$TYPEAHEAD_BIN" "$@" >"$WORK/app.out" 2>"$WORK/app.err" &
    APP_PID=$!
    APP_WINDOW=""
    for _ in $(seq 1 2000); do
        APP_WINDOW=$(xdotool search --onlyvisible --pid "$APP_PID" 2>/dev/null | head -1 || true)
        [ -n "$APP_WINDOW" ] && break
        kill -0 "$APP_PID" 2>/dev/null || fail "the app exited before showing a window: $(cat "$WORK/app.err")"
        sleep 0.005
    done
    [ -n "$APP_WINDOW" ] || fail "no window appeared within 10 s"
    xdotool windowfocus --sync "$APP_WINDOW" || fail "could not focus the window"
}

# keys_at DELAY_MS WORD-OR-KEY... : presses the keys with DELAY_MS between them.
keys_at() {
    local delay=$1
    shift
    mapfile -t names < <(keysyms "$@")
    xdotool key --delay "$delay" "${names[@]}"
}

# app_windows : the app's visible windows (the form, and any dialog over it).
app_windows() { xdotool search --onlyvisible --pid "$APP_PID" 2>/dev/null || true; }

# wait_for_window_named TITLE : waits (10 s) for an app window titled TITLE; sets APP_WINDOW.
wait_for_window_named() {
    for _ in $(seq 1 100); do
        local window
        window=$(xdotool search --onlyvisible --pid "$APP_PID" --name "^$1\$" 2>/dev/null | head -1 || true)
        if [ -n "$window" ]; then
            APP_WINDOW=$window
            timeout 10 xdotool windowfocus --sync "$APP_WINDOW" || true
            settle
            return 0
        fi
        sleep 0.1
    done
    fail "no window titled '$1' (windows: $(for w in $(app_windows); do xdotool getwindowname "$w"; done | tr '\n' ' '))"
}

# app_quit_cleanly : Ctrl+Q, then the app must end with status 0 and no GTK
# or GLib warning on standard error.
app_quit_cleanly() {
    xdotool key ctrl+q
    for _ in $(seq 1 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$APP_PID" 2>/dev/null && fail "Ctrl+Q did not end the app"
    local status=0
    wait "$APP_PID" || status=$?
    APP_PID=""
    assert_eq "$status" "0" "exit status after Ctrl+Q"
    ! grep -E "(WARNING|CRITICAL)" "$WORK/app.err" || fail "warnings on standard error"
}

# pixel X Y : the colour of the screen at X,Y, as #RRGGBB.
pixel() {
    import -window root -crop "1x1+$1+$2" -depth 8 txt:- | sed -n 's/.*\(#[0-9A-Fa-f]\{6\}\).*/\1/p' | head -1
}

# app_kill : ends the app at once with SIGKILL, as a crash would.
app_kill() {
    kill -KILL "$APP_PID" 2>/dev/null || true
    wait "$APP_PID" 2>/dev/null || true
    APP_PID=""
}

# line_count FILE : how many lines FILE holds (0 when it does not exist).
line_count() {
    if [ -f "$1" ]; then wc -l <"$1"; else echo 0; fi
}

# save_trips OUT NAME... : on the demo form, saves an entry for each NAME
# (the traveller NAME, in Zürich, which fills Switzerland) with
# Ctrl+Return, and waits until OUT holds them all. Names in ASCII: xdotool
# types other letters by remapping a key, which races.
save_trips() {
    local out=$1 name before
    shift
    before=$(line_count "$out")
    for name in "$@"; do
        type_text "$name"
        press Return
        type_text "zur"
        press Return
        press ctrl+Return
    done
    wait_for_lines "$out" $((before + $#))
}

# assert_lines FILE N : FILE holds exactly N lines, also a moment later
# (nothing more is on its way).
assert_lines() {
    sleep 0.5
    assert_eq "$(line_count "$1")" "$2" "lines in $1"
}

# wait_for PREDICATE... [--seconds N] : waits (10 s unless told) until the
# command succeeds.
wait_for() {
    local seconds=10
    if [ "${*: -2:1}" == "--seconds" ]; then
        seconds=${*: -1}
        set -- "${@:1:$(($# - 2))}"
    fi
    local deadline=$((SECONDS + seconds))
    while :; do
        "$@" && return 0
        [ "$SECONDS" -lt "$deadline" ] || break
        sleep 0.1
    done
    fail "waited ${seconds} s in vain for: $*"
}

# form_stem FORM : what the app names the state files (drafts, history) of
# FORM after: its file name and the FNV-1a hash of its absolute path, as
# AppPaths.stateFile does (`notes.form.json-1a2b3c….json`, without `.json`).
form_stem() {
    python3 - "$1" <<'PY'
import os, sys
path = os.path.normpath(os.path.abspath(sys.argv[1]))
h = 0xcbf29ce484222325
for b in path.encode():
    h = ((h ^ b) * 0x100000001b3) & 0xffffffffffffffff
print(f"{os.path.basename(path)}-{h:x}")
PY
}

# default_output FORM : the file a form's entries go to without --output,
# `$XDG_DATA_HOME/typeahead/NAME-HASH8.jsonl` (AppPaths.defaultOutput).
default_output() {
    python3 - "$1" "$XDG_DATA_HOME" <<'PY'
import os, sys
path = os.path.normpath(os.path.abspath(sys.argv[1]))
h = 0xcbf29ce484222325
for b in path.encode():
    h = ((h ^ b) * 0x100000001b3) & 0xffffffffffffffff
name = os.path.basename(path)
if name.lower().endswith(".form.json") and len(name) > len(".form.json"):
    name = name[: -len(".form.json")]
print(f"{sys.argv[2]}/typeahead/{name}-{h & 0xffffffff:08x}.jsonl")
PY
}

# write_notes_form FILE : a small form of two plain fields (Name, Note) and
# a last field that completes colours from a data file beside it: it opens
# at once, so draft scenarios need no large index.
write_notes_form() {
    local folder
    folder=$(dirname "$1")
    printf 'name\nRed\nGreen\nBlue\n' >"$folder/colours.csv"
    cat >"$1" <<'JSON'
{
  "title": "Notes",
  "sources": { "colours": { "file": "colours.csv" } },
  "fields": [
    { "id": "name", "label": "Name" },
    { "id": "note", "label": "Note" },
    { "id": "colour", "label": "Colour", "source": "colours", "column": "name", "strict": true }
  ]
}
JSON
}

# type_without_completion TEXT : types TEXT (ASCII) into an empty field so
# that no inline completion is offered on the way: "#" (in no value) first,
# then TEXT before it, then the "#" deleted (only text added at the end is
# completed). For scenarios about what a typed value becomes, not about
# completing it; it also keeps them clear of keys typed over a completion,
# which can leave the completion's tail in the text (see the report of
# issue 9's scenarios).
type_without_completion() {
    ACTION_MARK=$(trace_mark)
    xdotool type "#"
    xdotool key Left
    xdotool type --delay 40 "$1"
    xdotool key Delete
    settle
}

# write_airports_form FILE STRICT : a form of arrivals at airports beside
# FILE's airports.tsv, where three airports share the name "Newcastle
# Airport" (and a fourth begins with it); STRICT (true or false) is the
# airport field's "strict".
write_airports_form() {
    local folder
    folder=$(dirname "$1")
    cat >"$folder/airports.tsv" <<'TSV'
code	name	country	passengers
NCL	Newcastle Airport	United Kingdom	5000000
NTL	Newcastle Airport	Australia	1300000
NCS	Newcastle Airport	South Africa	20000
NCH	Newcastle Airport Heliport	Nowhere	10
ZRH	Zürich Airport	Switzerland	31000000
TSV
    cat >"$1" <<JSON
{
  "title": "Arrival",
  "sources": { "airports": { "file": "airports.tsv", "key": "code", "weight": "passengers", "detail": "{country}" } },
  "fields": [
    { "id": "airport", "label": "Airport", "source": "airports", "column": "name", "strict": $2 },
    { "id": "country", "label": "Country", "source": "airports", "column": "country" },
    { "id": "note", "label": "Note" }
  ]
}
JSON
}

# --- The accessible tree: what the app shows, as a screen reader reads it.

# a11y_on : turns GTK's accessibility on (lib.sh turned it off) for the apps
# started after it; they join the AT-SPI bus of the scenario's own session
# bus. No window manager and no Orca: for scenarios that check what shows.
a11y_on() {
    /usr/bin/python3 -c "import pyatspi" 2>/dev/null || skip "python3-pyatspi is not installed"
    unset GTK_A11Y NO_AT_BRIDGE
    gsettings set org.gnome.desktop.interface toolkit-accessibility true 2>/dev/null || true
}

# a11y_dump : the app's accessible tree now, one object a line,
# `ROLE|NAME|DESCRIPTION|STATES|TEXT` (a11y_dump.py); only what is visible.
a11y_dump() {
    timeout 10 /usr/bin/python3 "$GUI_DIR/a11y_dump.py" "$APP_PID" 2>&1 | sed 's/^ *//' || true
}

# a11y_wait PATTERN [SECONDS] : waits (10 s unless told) until a line of the
# accessible tree matches PATTERN (grep -E), e.g. '^label\|No matches\|'.
# On failure the last tree is kept as an artifact and its lines shown.
A11Y_CHECKS=0
a11y_wait() {
    local deadline=$((SECONDS + ${2:-10}))
    A11Y_CHECKS=$((A11Y_CHECKS + 1))
    while :; do
        a11y_dump >"$WORK/tree.txt"
        grep -qE -- "$1" "$WORK/tree.txt" && return 0
        [ "$SECONDS" -lt "$deadline" ] || break
        sleep 0.2
    done
    a11y_failed "the accessible tree never showed /$1/"
}

# a11y_gone PATTERN [SECONDS] : waits (10 s unless told) until no line matches.
a11y_gone() {
    local deadline=$((SECONDS + ${2:-10}))
    A11Y_CHECKS=$((A11Y_CHECKS + 1))
    while :; do
        a11y_dump >"$WORK/tree.txt"
        grep -qE -- "$1" "$WORK/tree.txt" || return 0
        [ "$SECONDS" -lt "$deadline" ] || break
        sleep 0.2
    done
    a11y_failed "the accessible tree still shows /$1/"
}

# a11y_count PATTERN : how many lines of the tree, read now, match PATTERN.
a11y_count() {
    a11y_dump >"$WORK/tree.txt"
    grep -cE -- "$1" "$WORK/tree.txt" || true
}

a11y_failed() {
    cp "$WORK/tree.txt" "$ARTIFACTS/$NAME-tree-$A11Y_CHECKS.txt"
    echo "--- the accessible tree (kept as $NAME-tree-$A11Y_CHECKS.txt), its named lines:" >&2
    grep -vE '^(panel|filler)\|\|' "$WORK/tree.txt" | grep -vE '^[a-z ]+\|(GtkImage|GtkRange|GtkScrollbar|AdwGizmo)?\|\|' |
        awk 'NR <= 40 { print "    " $0 }' >&2 || true
    fail "$1"
}

# field_text LABEL : the text in the field named LABEL, now.
field_text() {
    a11y_dump | awk -F'|' -v name="$1" '$1 == "text" && $2 == name { print $5; exit }'
}

# trace_has EVENT : whether the app's trace has an EVENT line ("released":
# every index built and stored).
trace_has() { grep -q "	$1	" "$TRACE" 2>/dev/null; }

# click_button NAME : clicks, with the pointer, the showing button whose
# accessible name ends with NAME (a toast's Undo, say).
click_button() {
    local place
    place=$(timeout 20 /usr/bin/python3 "$GUI_DIR/a11y_dump.py" "$APP_PID" button "$1") || a11y_failed "no button $1 to click"
    act xdotool mousemove --window "$APP_WINDOW" $place click 1
}

# caret_of LABEL : the caret offset in the field named LABEL and what is
# selected there: "3 -" (caret after 3 characters, nothing selected) or "2 2-6".
caret_of() { timeout 20 /usr/bin/python3 "$GUI_DIR/a11y_dump.py" "$APP_PID" caret "$1"; }

# darkest GEOMETRY : the darkest grey level (0-255) in GEOMETRY (WxH+X+Y)
# of the screen: text drawn there in full ink is dark, dimmed text is light.
darkest() {
    import -window root -crop "$1" -colorspace gray -format '%[fx:int(minima*255)]' info:
}

# oracle_text DELAY_MS KEY... : what a plain GtkEntry (oracle_entry.py, in
# its own window) shows after KEY... pressed DELAY_MS apart: the reference
# for what keys type, with the layout and input method the scenario set.
oracle_text() {
    local delay=$1 window="" pid
    shift
    /usr/bin/python3 "$GUI_DIR/oracle_entry.py" "$WORK/oracle.txt" >"$WORK/oracle.log" 2>&1 &
    pid=$!
    for _ in $(seq 1 100); do
        window=$(xdotool search --onlyvisible --name '^Oracle$' 2>/dev/null | head -1 || true)
        [ -n "$window" ] && break
        sleep 0.1
    done
    [ -n "$window" ] || fail "the oracle's window never showed: $(cat "$WORK/oracle.log")"
    xdotool windowfocus --sync "$window"
    sleep 0.5
    xdotool key --delay "$delay" "$@"
    sleep 1
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    cat "$WORK/oracle.txt"
}
