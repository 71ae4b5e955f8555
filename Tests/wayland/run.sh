#!/usr/bin/env bash
# The Wayland tier: runs each scenario against the real app on GNOME's own
# compositor, `mutter --headless --wayland`, in its own dbus-run-session,
# typing through mutter's RemoteDesktop D-Bus API (see lib.sh, keys.py).
# Usage: bash Tests/wayland/run.sh [SCENARIO-NAME...]
# A scenario's time limit is its "# limit: SECONDS" line (60 s unless told);
# its keyboard layout, its "# keymap: LAYOUT VARIANT OPTIONS" line ("us");
# at its limit its whole process group (app, mutter, dbus-daemon) is killed
# and it fails; the run goes on.
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
cd "$ROOT"
source "$ROOT/Tests/support/bus.sh"

for command in mutter dbus-run-session /usr/bin/python3; do
    command -v "$command" >/dev/null || { echo "wayland: missing $command"; exit 1; }
done
/usr/bin/python3 -c 'from gi.repository import Gio' 2>/dev/null || { echo "wayland: missing python3-gi"; exit 1; }

swift build --product typeahead >/dev/null || { echo "wayland: build failed"; exit 1; }
export TYPEAHEAD_BIN="$(swift build --show-bin-path)/typeahead"
export ARTIFACTS="$HERE/artifacts" WAYLAND_LIB="$HERE"
rm -rf "$ARTIFACTS" && mkdir -p "$ARTIFACTS"

if [ $# -gt 0 ]; then
    scenarios=("$@")
else
    scenarios=()
    for file in "$HERE"/scenarios/*.sh; do scenarios+=("$(basename "$file" .sh)"); done
fi

# leftovers WORK : the processes still running with WORK as their HOME
# (whatever escaped the process group), killed; and mounts under WORK,
# unmounted. Prints what it found.
leftovers() {
    local work=$1 pid found=""
    for pid in $(ls /proc | grep -E '^[0-9]+$'); do
        if { tr '\0' '\n' <"/proc/$pid/environ"; } 2>/dev/null | grep -qxF "HOME=$work"; then
            found+=" $(cat "/proc/$pid/comm" 2>/dev/null)($pid)"
            kill -KILL "$pid" 2>/dev/null
        fi
    done
    [ -n "$found" ] && echo "left running:$found"
    local mount
    while read -r mount; do
        echo "left mounted: $mount"
        umount -l "$mount" 2>/dev/null || fusermount -uz "$mount" 2>/dev/null || true
    done < <(awk -v w="$work" 'index($2, w "/") == 1 { print $2 }' /proc/mounts | sort -r)
}

passed=0 failed=0
for name in "${scenarios[@]}"; do
    file="$HERE/scenarios/$name.sh"
    limit=$(sed -n 's/^# limit: \([0-9]*\).*/\1/p' "$file" 2>/dev/null | head -1)
    limit=${limit:-60}
    keymap=$(sed -n 's/^# keymap: \(.*\)/\1/p' "$file" 2>/dev/null | head -1)
    work=$(mktemp -d)
    mkdir -m 700 "$work/runtime"
    log="$ARTIFACTS/$name.log"
    # The scenario's session bus starts one service of its own, AT-SPI's
    # bus, for the scenarios that read the accessible tree (wl_a11y_on):
    # no portals (whose GTK backend finds no display here, and whose
    # document portal would mount a FUSE folder), no dconf.
    mkdir "$work/services"
    [ -e /usr/share/dbus-1/services/org.a11y.Bus.service ] &&
        ln -s /usr/share/dbus-1/services/org.a11y.Bus.service "$work/services/"
    session_bus_config "unix:dir=$work/runtime" "$work/services" >"$work/bus.conf"
    # timeout makes its own process group and, at the limit, signals all of
    # it; whatever is left of that group afterwards is killed below.
    HOME="$work" XDG_RUNTIME_DIR="$work/runtime" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" \
        XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state" WORK="$work" NAME="$name" KEYMAP="$keymap" \
        timeout -k 5 "$limit" dbus-run-session --config-file="$work/bus.conf" -- \
        bash -c "set -euo pipefail; source '$HERE/lib.sh'; trap wl_stop EXIT; wl_start; source '$file'" \
        >"$log" 2>&1 &
    group=$!
    status=0
    wait "$group" || status=$?
    kill -KILL -- "-$group" 2>/dev/null
    left=$(leftovers "$work")
    for kept in "$work"/mutter.log "$work"/app.err "$work"/trace-*.tsv "$work"/*.jsonl; do
        [ -e "$kept" ] && cp "$kept" "$ARTIFACTS/$name.$(basename "$kept")"
    done
    if [ -n "$left" ]; then
        echo "$left" >>"$log"
        [ "$status" -eq 0 ] && status=99
    fi
    if [ "$status" -eq 0 ]; then
        echo "wayland: PASS $name"
        passed=$((passed + 1))
    else
        echo "wayland: FAIL $name"
        sed 's/^/    /' "$log"
        if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
            echo "    (killed at its limit of $limit s)"
        else
            echo "    (status $status)"
        fi
        failed=$((failed + 1))
    fi
    rm -rf --one-file-system "$work"
done
echo "wayland: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
