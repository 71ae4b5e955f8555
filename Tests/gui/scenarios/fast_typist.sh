# A fast typist gets what a slow one gets: the same keys, pressed 5 ms
# apart from the moment the window maps (while a large file is still being
# indexed), save the same entries as when pressed slowly, 5 times out of 5.
# The places file is over 4 MB, so it is read behind the window too.

# The keys typed into each form, two entries' worth.
demo_keys=(Ada Return zur Return Fra Return ctrl+Return Bob Return "sao p" Down Return BackSpace ctrl+Return)
write_places "$WORK/places.csv" 250000 regions
places_keys=(kalom Return Return Return ranto Down Down Return Return BackSpace Return)

# run_keys NAME DELAY OUT LINES ARGS... : one run of the app typing the keys
# of NAME, until OUT has LINES entries (the fast runs wait as long as the
# slow one saved).
run_keys() {
    local name=$1 delay=$2 out=$3 lines=$4
    shift 4
    local -n keys=$name
    rm -f "$out"
    if [ "$delay" -gt 20 ]; then
        app_start "$@" --output "$out"
        wait_for trace_has released --seconds 60 # a slow typist starts once everything is indexed
    else
        app_start_fast "$@" --output "$out"
    fi
    keys_at "$delay" "${keys[@]}"
    shot "$name-$delay" # what was left on the screen, if the wait below fails
    wait_for_lines "$out" "$lines" 60
    settle                # nothing more comes: the app is idle
    app_stop
}

for form in demo places; do
    if [ "$form" == demo ]; then args=(); else args=("$WORK/places.csv"); fi
    run_keys "${form}_keys" 150 "$WORK/$form-slow.jsonl" 2 "${args[@]}"
    entries "$WORK/$form-slow.jsonl" >"$WORK/$form-slow.txt"
    echo "slow ($form):"; cat "$WORK/$form-slow.txt"
    for run in 1 2 3 4 5; do
        rm -rf "$XDG_STATE_HOME" # no draft from the run before
        run_keys "${form}_keys" 5 "$WORK/$form-fast.jsonl" "$(wc -l <"$WORK/$form-slow.jsonl")" "${args[@]}"
        entries "$WORK/$form-fast.jsonl" >"$WORK/$form-fast.txt"
        diff "$WORK/$form-slow.txt" "$WORK/$form-fast.txt" || fail "$form: fast run $run saved something else"
    done
    echo "fast ($form): the same, 5 times out of 5"
done
