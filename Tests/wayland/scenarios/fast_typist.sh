# limit: 300
# A fast typist gets what a slow one gets, on Wayland: the same keys,
# pressed 5 ms apart from the moment the window has the keyboard (while a
# large file is still being indexed), save the same entries as when pressed
# slowly once everything is indexed, 5 times out of 5. The keys are the X11
# tier's (Tests/gui/scenarios/fast_typist.sh).

demo_keys=(Ada Return zur Return Fra Return ctrl+Return Bob Return "sao p" Down Return BackSpace ctrl+Return)
write_places "$WORK/places.csv" 250000 regions
places_keys=(kalom Return Return Return ranto Down Down Return Return BackSpace Return)

# indexed COUNT : whether this run's trace holds COUNT "indexed" lines.
indexed() { [ "$(trace_count indexed)" -ge "$1" ]; }

# run_keys NAME DELAY OUT LINES ARGS... : one run of the app typing the keys
# of NAME, until OUT has LINES entries (the fast runs wait for as many as
# the slow one saved) and the app is at rest.
run_keys() {
    local name=$1 delay=$2 out=$3 lines=$4
    shift 4
    local -n keys_of=$name
    rm -f "$out"
    rm -rf "$XDG_STATE_HOME" # no draft from the run before
    if [ "$delay" -gt 20 ]; then
        app_start "$@" --output "$out"
        # A slow typist starts once every column is indexed.
        wait_for indexed "$INDEXED" --seconds 60
        quiet
        keys_at "$delay" "${keys_of[@]}"
    else
        app_start_typing "$delay" "${keys_of[@]}" -- "$@" --output "$out"
    fi
    wait_for_lines "$out" "$lines" 60
    quiet # nothing more comes
    app_stop
    # Every key reached the window once: none lost, none repeated (on
    # Wayland GTK repeats a held key itself).
    assert_eq "$(trace_count key)" "$(keysyms "${keys_of[@]}" | wc -l)" "keys the window received"
    key_spread
}

# key_spread : when this run's keys reached the window, after "active yes".
key_spread() {
    awk -F'\t' '$2 == "active" && $3 == "yes" && !a { a = $1 }
        $2 == "key" { if (!f) f = $1; l = $1 }
        END { printf "keys reached the window from %.0f ms after it had the keyboard, over %.0f ms\n", (f - a) / 1000, (l - f) / 1000 }' "$TRACE"
}

for form in demo places; do
    if [ "$form" == demo ]; then args=() INDEXED=5; else args=("$WORK/places.csv") INDEXED=3; fi
    run_keys "${form}_keys" 150 "$WORK/$form-slow.jsonl" 2 "${args[@]}"
    entries "$WORK/$form-slow.jsonl" >"$WORK/$form-slow.txt"
    echo "slow ($form):"; cat "$WORK/$form-slow.txt"
    for run in 1 2 3 4 5; do
        run_keys "${form}_keys" 5 "$WORK/$form-fast.jsonl" "$(line_count "$WORK/$form-slow.jsonl")" "${args[@]}"
        entries "$WORK/$form-fast.jsonl" >"$WORK/$form-fast-$run.txt"
        cp "$WORK/$form-fast.jsonl" "$WORK/$form-fast-$run.jsonl"
        diff "$WORK/$form-slow.txt" "$WORK/$form-fast-$run.txt" || fail "$form: fast run $run saved something else"
    done
    echo "fast ($form): the same, 5 times out of 5"
done
