# Helpers for scenarios that run the Orca screen reader beside the app.
# Source after lib.sh (run.sh has done that): `source "$(dirname "${BASH_SOURCE[0]}")/../orca.sh"`.
#
# orca_start gives the scenario its own session bus (and so its own AT-SPI
# bus) and runtime folder, starts Orca with no speech server, logging every
# utterance to $ORCA_LOG as `SPEECH OUTPUT: '…'`, and lets GTK talk to it
# (lib.sh turned GTK's accessibility off for the other scenarios).

GUI_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ORCA_PID=""
ORCA_LOG="$WORK/orca.log"
SPEECH_MARK=0

# a11y_bus_start : a session bus (and so an AT-SPI bus) of the scenario's
# own, and GTK's accessibility on, for the app started after it.
# open_main_menu : opens the main menu with F10, Open Recent focused (F10
# is pressed again if the window had not yet taken the keyboard).
open_main_menu() {
    local attempt
    for attempt in 1 2 3; do
        press F10
        a11y_dump | grep -qE '^menu item\|Open Recent\|[^|]*\|[^|]*focused' && return 0
        sleep 1
    done
    a11y_wait '^menu item\|Open Recent\|[^|]*\|[^|]*focused'
}

a11y_bus_start() {
    command -v dbus-launch >/dev/null || skip "dbus-launch (dbus-x11) is not installed"
    /usr/bin/python3 -c "import pyatspi" 2>/dev/null || skip "python3-pyatspi is not installed"
    unset GTK_A11Y NO_AT_BRIDGE
    export XDG_RUNTIME_DIR="$WORK/run"
    mkdir -p -m 700 "$XDG_RUNTIME_DIR"
    # Parallel runs never share one AT-SPI registry: run.sh gives each
    # scenario a session bus of its own; started alone, one is made here.
    if [ -z "${TYPEAHEAD_GUI_RUN:-}" ] || [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ]; then
        eval "$(dbus-launch --sh-syntax)"
        export DBUS_SESSION_BUS_ADDRESS
        ORCA_BUS_PID=$DBUS_SESSION_BUS_PID
    fi
    EXIT_HOOKS+=(orca_stop)
    gsettings set org.gnome.desktop.interface toolkit-accessibility true 2>/dev/null || true
    wm_start
}

# wm_start : a window manager (metacity, GNOME's own X11 one), as on a
# desktop: it activates a new window after mapping it, and that activation
# is what Orca follows into the app. Without one, an app's first focus
# could reach Orca before the app had joined the AT-SPI registry, and Orca
# dropped it (and with it a restored draft's announcement).
wm_start() {
    command -v metacity >/dev/null || skip "metacity is not installed"
    local attempt
    for attempt in 1 2; do
        metacity --sm-disable --no-composite >"$WORK/metacity.log" 2>&1 &
        WM_PID=$!
        for _ in $(seq 1 50); do
            xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id" && return 0
            kill -0 "$WM_PID" 2>/dev/null || break
            sleep 0.1
        done
        echo "metacity did not start (attempt $attempt): $(tail -1 "$WORK/metacity.log")" >&2
        kill "$WM_PID" 2>/dev/null || true
        WM_PID=""
    done
    fail "metacity did not start: $(tail -3 "$WORK/metacity.log")"
}

orca_start() {
    command -v orca >/dev/null || skip "orca is not installed"
    a11y_bus_start
    local prefs="$WORK/orca-prefs"
    mkdir -p "$prefs"
    # No speech server (nothing to hang on), and a log written line by line.
    cat >"$prefs/orca-customizations.py" <<'PY'
import orca.debug
import orca.speech
orca.speech.init = lambda *args, **kwargs: None
if orca.debug.debugFile:
    _name = orca.debug.debugFile.name
    orca.debug.debugFile.close()
    orca.debug.debugFile = open(_name, "a", buffering=1)
PY
    orca -u "$prefs" --debug-file "$ORCA_LOG" >"$WORK/orca.out" 2>&1 &
    ORCA_PID=$!
    # Orca is ready once it has loaded its settings (and so our customizations)
    # and is listening for events.
    for _ in $(seq 1 300); do
        grep -q "ORCA: Starting ATSPI registry" "$ORCA_LOG" 2>/dev/null && return 0
        kill -0 "$ORCA_PID" 2>/dev/null || fail "orca exited: $(tail -5 "$WORK/orca.out")"
        sleep 0.1
    done
    fail "orca did not start within 30 s"
}

orca_stop() {
    if [ -n "$ORCA_PID" ]; then
        # Orca sometimes ignores SIGTERM while it handles events: give it
        # 5 s, then SIGKILL, so a scenario never waits on it.
        kill "$ORCA_PID" 2>/dev/null || true
        for _ in $(seq 1 50); do kill -0 "$ORCA_PID" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$ORCA_PID" 2>/dev/null || true
        wait "$ORCA_PID" 2>/dev/null || true
        ORCA_PID=""
    fi
    if [ -n "${WM_PID:-}" ]; then
        kill "$WM_PID" 2>/dev/null || true
        WM_PID=""
    fi
    if [ -n "${ORCA_BUS_PID:-}" ]; then
        kill "$ORCA_BUS_PID" 2>/dev/null || true
        ORCA_BUS_PID=""
    fi
    if [ -f "$ORCA_LOG" ]; then
        cp "$ORCA_LOG" "$ARTIFACTS/$NAME-orca.log"
        grep -a "SPEECH OUTPUT" "$ORCA_LOG" >"$ARTIFACTS/$NAME-speech.txt" || true
    fi
}

# spoken : every utterance since the last `speech_mark`, one per line, as Orca logged it.
spoken() {
    grep -a "SPEECH OUTPUT: '" "$ORCA_LOG" 2>/dev/null | tail -n +"$((SPEECH_MARK + 1))" |
        sed -e "s/^.*SPEECH OUTPUT: '//" -e "s/'[^']*$//"
}

# speech_mark : later `hear` calls look only at what Orca says from now on.
speech_mark() {
    SPEECH_MARK=$(grep -ac "SPEECH OUTPUT: '" "$ORCA_LOG" 2>/dev/null || true)
    SPEECH_MARK=${SPEECH_MARK:-0}
}

# hear TEXT [SECONDS] : waits (20 s unless told) until Orca has said TEXT
# (a fixed string, inside one utterance) since the last speech_mark.
hear() {
    local deadline=$((SECONDS + ${2:-20}))
    while [ "$SECONDS" -lt "$deadline" ]; do
        spoken | grep -qF -- "$1" && return 0
        sleep 0.1
    done
    echo "--- Orca said since the mark:" >&2
    spoken | sed 's/^/    /' >&2
    fail "Orca never said '$1'"
}

# hear_one_of TEXT... : waits (20 s) until Orca has said one of the TEXTs.
hear_one_of() {
    local deadline=$((SECONDS + 20)) text
    while [ "$SECONDS" -lt "$deadline" ]; do
        for text in "$@"; do spoken | grep -qF -- "$text" && return 0; done
        sleep 0.1
    done
    spoken | sed 's/^/    /' >&2
    fail "Orca said none of: $*"
}

# heard_count TEXT : how many utterances since the mark hold TEXT.
heard_count() {
    spoken | grep -cF -- "$1" || true
}

# app_start_accessible ARGS... : app_start, then waits until the app is on
# the AT-SPI bus; an app that did not join it in 10 s is started again once
# (seen under load: GTK then sends no event at all).
app_start_accessible() {
    local attempt
    for attempt in 1 2; do
        app_start "$@"
        if /usr/bin/python3 - "$APP_PID" <<'PY'
import sys, time, pyatspi
pid = int(sys.argv[1])
for _ in range(100):
    if any(app is not None and app.get_process_id() == pid for app in pyatspi.Registry.getDesktop(0)):
        sys.exit(0)
    time.sleep(0.1)
sys.exit(1)
PY
        then return 0; fi
        echo "the app did not join the AT-SPI bus (attempt $attempt)" >&2
        app_stop
    done
    fail "the app never joined the AT-SPI bus"
}

# a11y_tree CHECK... : checks the accessible tree of the running app with
# pyatspi (a11y_tree.py); CHECKs: open (a list is open), invalid (City has
# an error), draft (a restored draft was announced).
a11y_tree() {
    /usr/bin/python3 "$GUI_DIR/a11y_tree.py" "$APP_PID" "$@" >"$ARTIFACTS/$NAME-tree-$1.txt" 2>&1 || { cat "$ARTIFACTS/$NAME-tree-$1.txt" >&2; fail "the accessible tree ($*)"; }
}

# app_start_heard ARGS... : app_start_accessible, then waits (10 s) until
# Orca has said something of the new window. GTK 4.8 sends a window's first
# events as soon as it starts, and when they reach Orca before the AT-SPI
# registry has announced the app (seen under load, about 1 start in 8),
# Orca 43 drops them all as coming from a defunct app and says nothing of
# the window until the focus moves; such a start is tried once more.
app_start_heard() {
    local attempt deadline
    for attempt in 1 2; do
        speech_mark
        app_start_accessible "$@"
        deadline=$((SECONDS + 10))
        while [ "$SECONDS" -lt "$deadline" ]; do
            [ -n "$(spoken)" ] && return 0
            sleep 0.1
        done
        echo "Orca said nothing of the new window (attempt $attempt)" >&2
        app_stop
    done
    fail "Orca never followed the app's window"
}
