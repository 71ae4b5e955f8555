#!/usr/bin/env bash
# Runs every end-to-end scenario against the real app under Xvfb, each in a
# fresh X server and its own session bus (without portals). Usage: bash Tests/gui/run.sh [SCENARIO-NAME...]
#
# Each scenario has a time limit (120 s, or a `# limit: N` line in its file;
# GUI_LIMIT=N overrides both): at the limit it is ended with everything it
# started, and fails on its own; the run goes on. After each scenario,
# whatever it left running (a bus, Orca, a server) is ended and any mount
# under its folder is taken off before the folder is removed.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
cd "$ROOT"
source "$ROOT/Tests/support/bus.sh"

swift build --product typeahead >/dev/null || { echo "gui: build failed"; exit 1; }
export TYPEAHEAD_BIN="$(swift build --show-bin-path)/typeahead"
export ARTIFACTS="$HERE/artifacts"
rm -rf --one-file-system "$ARTIFACTS" && mkdir -p "$ARTIFACTS"

if [ $# -gt 0 ]; then
    scenarios=("$@")
else
    scenarios=()
    for file in "$HERE"/scenarios/*.sh; do scenarios+=("$(basename "$file" .sh)"); done
fi

# mounts_under FOLDER : the mount points at or under FOLDER, deepest first.
mounts_under() {
    awk -v top="$1" '{ gsub(/\\040/, " ", $2) } $2 == top || index($2, top "/") == 1 { print $2 }' /proc/self/mounts | sort -r
}

# unmount_under FOLDER : takes off every mount under FOLDER (lazily, so a
# busy one goes as soon as it can).
unmount_under() {
    local point
    while IFS= read -r point; do
        fusermount3 -u -z "$point" 2>/dev/null || fusermount -u -z "$point" 2>/dev/null || umount -l "$point" 2>/dev/null ||
            echo "gui: could not unmount $point" >&2
    done < <(mounts_under "$1")
}

# tagged TAG : the processes whose environment holds TYPEAHEAD_GUI_RUN=TAG:
# everything a scenario started, also what a D-Bus daemon started for it
# (those leave the scenario's process group: dbus-daemon --fork, setsid).
tagged() {
    local environ pid
    for environ in /proc/[0-9]*/environ; do
        pid=${environ#/proc/}; pid=${pid%/environ}
        [ "$pid" != "$$" ] || continue
        { tr '\0' '\n' <"$environ"; } 2>/dev/null | grep -qxF "TYPEAHEAD_GUI_RUN=$1" && echo "$pid"
    done
}

# end_leftovers TAG WORK : unmounts under WORK, then ends the processes of TAG.
end_leftovers() {
    local pids names
    unmount_under "$2"
    pids=$(tagged "$1" | tr '\n' ' ')
    if [ -n "${pids// /}" ]; then
        names=$(for pid in $pids; do cat "/proc/$pid/comm" 2>/dev/null; done | sort | uniq -c | awk '{printf "%s%s", sep, $2 ($1 > 1 ? " x" $1 : ""); sep=", "}')
        echo "(ended what the scenario left running: $names)"
        kill -TERM $pids 2>/dev/null
        for _ in $(seq 1 20); do [ -z "$(tagged "$1")" ] && break; sleep 0.1; done
        pids=$(tagged "$1" | tr '\n' ' ')
        [ -z "${pids// /}" ] || kill -KILL $pids 2>/dev/null
    fi
    unmount_under "$2"
}

# The scenarios' session bus: a desktop's, less the portals. The document
# portal would mount a FUSE file system in each scenario's runtime folder
# that GTK's file chooser cannot read and that outlives the scenario; without
# portals GTK uses its own dialogs, which the scenarios drive. AT-SPI's bus
# and dconf (gsettings) are activated as usual.
BUS=$(mktemp -d)
trap 'rm -rf --one-file-system "$BUS"' EXIT
mkdir "$BUS/services"
for service in /usr/share/dbus-1/services/*.service /usr/local/share/dbus-1/services/*.service; do
    [ -e "$service" ] || continue
    case "$(basename "$service")" in *portal*) ;; *) ln -sf "$service" "$BUS/services/" ;; esac
done
session_bus_config "unix:tmpdir=/tmp" "$BUS/services" >"$BUS/session.conf"

passed=0 failed=0 skipped=0
for name in "${scenarios[@]}"; do
    file="$HERE/scenarios/$name.sh"
    limit=$(sed -n 's/^# limit: \([0-9][0-9]*\).*/\1/p' "$file" 2>/dev/null | head -1)
    limit=${GUI_LIMIT:-${limit:-120}}
    work=$(mktemp -d)
    tag="$name-$$-$RANDOM"
    mkdir -p -m 700 "$work/run"
    # Each scenario gets its own display, session bus, home, runtime and
    # data folders (a display number from a random start, so that runs on
    # one machine seldom race for the same one). timeout ends the whole process group at the limit
    # (SIGTERM, then SIGKILL 5 s later); end_leftovers the rest.
    status=0
    start=$SECONDS
    # -noreset: by default Xvfb resets when its last client leaves, and a
    # client that connects during the reset is refused ("cannot open display").
    # Scenarios start and stop the app while xdotool comes and goes: about one
    # start in ten hit it.
    TYPEAHEAD_GUI_RUN="$tag" HOME="$work" XDG_RUNTIME_DIR="$work/run" XDG_DATA_HOME="$work/data" \
        XDG_STATE_HOME="$work/state" XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/.config" \
        WORK="$work" NAME="$name" GUI_DIR="$HERE" \
        timeout -k 5 "$limit" xvfb-run -a -n "$((100 + RANDOM % 800))" -e "$work/xvfb.log" -s "-screen 0 1024x800x24 -noreset" \
        dbus-run-session --config-file="$BUS/session.conf" -- \
        bash -c "set -euo pipefail; source '$HERE/lib.sh'; trap scenario_exit EXIT; display_ready; source '$file'" \
        >"$ARTIFACTS/$name.log" 2>&1 </dev/null || status=$?
    if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
        echo "FAIL: killed at its time limit of $limit s (status $status)" >>"$ARTIFACTS/$name.log"
    fi
    end_leftovers "$tag" "$work" >>"$ARTIFACTS/$name.log" 2>&1
    if [ "$status" -eq 0 ]; then
        echo "gui: PASS $name ($((SECONDS - start)) s)"
        passed=$((passed + 1))
    elif [ "$status" -eq 77 ]; then
        echo "gui: SKIP $name ($(sed -n 's/^SKIP: //p' "$ARTIFACTS/$name.log" | head -1))"
        skipped=$((skipped + 1))
    else
        echo "gui: FAIL $name ($((SECONDS - start)) s)"
        sed 's/^/    /' "$ARTIFACTS/$name.log"
        # What the X server said, if anything (a refused client, a crash).
        if [ -s "$work/xvfb.log" ]; then
            cp "$work/xvfb.log" "$ARTIFACTS/$name.xvfb.log"
            echo "    --- the X server's log:"; tail -15 "$work/xvfb.log" | sed 's/^/    /'
        fi
        echo "    (status $status)"; failed=$((failed + 1))
    fi
    if [ -n "$(mounts_under "$work")" ]; then
        echo "gui: $work is still mounted on; left in place"
    else
        rm -rf --one-file-system "$work"
    fi
done
echo "gui: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
