#!/usr/bin/env bash
# Runs every end-to-end scenario against the real app under Xvfb, each in a
# fresh X server. Usage: bash Tests/gui/run.sh [SCENARIO-NAME...]
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
cd "$ROOT"

swift build --product typeahead >/dev/null || { echo "gui: build failed"; exit 1; }
export TYPEAHEAD_BIN="$(swift build --show-bin-path)/typeahead"
export ARTIFACTS="$HERE/artifacts"
rm -rf "$ARTIFACTS" && mkdir -p "$ARTIFACTS"

if [ $# -gt 0 ]; then
    scenarios=("$@")
else
    scenarios=()
    for file in "$HERE"/scenarios/*.sh; do scenarios+=("$(basename "$file" .sh)"); done
fi

passed=0 failed=0 skipped=0
for name in "${scenarios[@]}"; do
    work=$(mktemp -d)
    # Each scenario gets its own display, home and data folders.
    status=0
    HOME="$work" XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state" WORK="$work" NAME="$name" \
        timeout 120 xvfb-run -a -s "-screen 0 1024x800x24" \
        bash -c "set -euo pipefail; source '$HERE/lib.sh'; trap app_stop EXIT; display_ready; source '$HERE/scenarios/$name.sh'" \
        >"$ARTIFACTS/$name.log" 2>&1 || status=$?
    if [ "$status" -eq 0 ]; then
        echo "gui: PASS $name"
        passed=$((passed + 1))
    elif [ "$status" -eq 77 ]; then
        echo "gui: SKIP $name ($(sed -n 's/^SKIP: //p' "$ARTIFACTS/$name.log" | head -1))"
        skipped=$((skipped + 1))
    else
        echo "gui: FAIL $name"
        sed 's/^/    /' "$ARTIFACTS/$name.log"
        echo "    (status $status)"; failed=$((failed + 1))
    fi
    rm -rf "$work"
done
echo "gui: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
