# The fault-injection suite's helpers, for GUI scenarios named fault_*:
# the shim (shim.c) built once per scenario, and a small form whose saves
# the scenarios break. Sourced by a scenario after the GUI tier's lib.sh.

FAULTS_DIR="$GUI_DIR/../faults"

# fault_build : compiles the shim to $WORK/shim.so.
fault_build() {
    "${CC:-cc}" -shared -fPIC -O2 -Wall -o "$WORK/shim.so" "$FAULTS_DIR/shim.c" -ldl 2>"$WORK/shim.err" ||
        fail "the fault shim did not build: $(cat "$WORK/shim.err")"
}

# fault_form : $WORK/note.form.json, a required name and a note; its
# entries go to $OUT, under the state folder the shim watches ($FAULT_DIR),
# away from the trace.
fault_form() {
    cat >"$WORK/note.form.json" <<'JSON'
{
  "title": "Note",
  "fields": [
    { "id": "name", "label": "Name", "required": true },
    { "id": "note", "label": "Note" }
  ]
}
JSON
    export FAULT_DIR="$XDG_STATE_HOME"
    OUT="$XDG_STATE_HOME/output/notes.jsonl"
    mkdir -p "$XDG_STATE_HOME/output"
}

# fault_save NOTE : types an entry in the note form (name "Ada") and saves
# it with Return on the last field.
fault_save() {
    xdotool key --delay 30 shift+a d a Return
    xdotool type --delay 30 "$1"
    xdotool key Return
}

# fault_check_output N NOTE... : the output holds exactly N lines, each a
# whole JSON entry, their notes NOTE... in order: nothing lost, torn or twice.
fault_check_output() {
    local expected=$1
    shift
    local lines notes
    lines=$(line_count "$OUT")
    [ "$lines" -eq "$expected" ] || fail "the output holds $lines lines, not $expected: $(cat "$OUT" 2>/dev/null)"
    notes=$(/usr/bin/python3 -c '
import json, sys
for number, line in enumerate(open(sys.argv[1], encoding="utf-8"), 1):
    try:
        entry = json.loads(line)
    except ValueError:
        sys.exit("line %d is not a whole entry: %r" % (number, line))
    print(entry["values"]["note"])' "$OUT") || fail "$notes"
    [ "$notes" == "$(printf '%s\n' "$@")" ] || fail "the notes saved are '$notes', not '$*'"
}

# fault_wait_killed STEP : waits (10 s) for the shim to kill the app after
# STEP, and fails if it lives on.
fault_wait_killed() {
    for _ in $(seq 1 100); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$APP_PID" 2>/dev/null && fail "the app was not killed at step $1"
    return 0
}

# fault_live : the live entries of $OUT as `typeahead export` reads them,
# "name/note" each, sorted (corrections applied, deletions gone).
fault_live() {
    "$TYPEAHEAD_BIN" export "$OUT" | /usr/bin/python3 -c '
import csv, sys
rows = list(csv.DictReader(sys.stdin))
print(" ".join(sorted(row["name"] + "/" + row["note"] for row in rows)))'
}

# fault_count_steps LOG : how many steps the shim logged, and prints them.
fault_count_steps() {
    echo "the path's steps:" >&2
    sed "s|$XDG_STATE_HOME/||; s/^/    /" "$1" >&2
    wc -l <"$1"
}
