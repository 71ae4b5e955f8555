# limit: 180
# A clerk opens a large file (over 4 MB) for the first time, saves one
# entry and quits at once. The index built behind the window is stored in
# the cache after its first answer; the quit must neither wait for that
# write nor lose it: the window goes at once, the write lands, no temporary
# file is left, and the next launch opens from the cache. Ctrl+Q, and
# SIGTERM as a logout sends it. Each write to the cache takes 300 ms more
# (the fault shim), so the store is still under way at the quit, as it is
# at 2.35 M rows.
source "$GUI_DIR/../faults/lib.sh"
fault_build
write_places "$WORK/big.csv" 400000
[ "$(stat -c %s "$WORK/big.csv")" -ge $((4 << 20)) ] || fail "the data file is under 4 MB"
cat >"$WORK/places.form.json" <<JSON
{"title": "Places", "sources": {"places": {"file": "$WORK/big.csv", "weight": "weight"}},
 "fields": [{"id": "place", "label": "Place", "source": "places", "column": "name"}]}
JSON
cache="$XDG_CACHE_HOME/typeahead"
traced() { grep -qP "\t$1(\t|$)" "$TRACE"; }

for quit in ctrl+q SIGTERM; do
    rm -rf "$cache"
    LD_PRELOAD="$WORK/shim.so" FAULT_DIR="$cache" FAULT_WRITE_DELAY_MS=300 \
        app_start "$WORK/places.form.json" --output "$WORK/out-$quit.jsonl"
    xdotool type "ka"
    wait_for traced indexed --seconds 60
    wait_for traced answer
    settle_since 0
    shot "answered-$quit"
    press Return Return     # the top row, then Return in the last field saves
    wait_for_lines "$WORK/out-$quit.jsonl" 1
    sleep 0.5
    ls "$cache" | grep -q -- '\.tmp-' || fail "$quit: no cache write was under way at the quit"
    pid=$APP_PID
    started=$(date +%s%N)
    if [ "$quit" = ctrl+q ]; then xdotool key ctrl+q; else kill -TERM "$pid"; fi
    for _ in $(seq 1 100); do
        xdotool search --onlyvisible --pid "$pid" >/dev/null 2>&1 || break
        sleep 0.01
    done
    gone_ms=$(( ($(date +%s%N) - started) / 1000000 ))
    xdotool search --onlyvisible --pid "$pid" >/dev/null 2>&1 && fail "$quit: the window was still there after 1 s"
    echo "$quit: the window went in $gone_ms ms"
    for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && fail "$quit: the app had not ended 30 s after the quit"
    status=0; wait "$pid" || status=$?; APP_PID=""
    assert_eq "$status" "0" "$quit: the exit status"
    ls "$cache"/*.index >/dev/null 2>&1 || fail "$quit: no index in the cache: $(ls "$cache")"
    assert_eq "$(ls "$cache" | grep -c -- '\.tmp-' || true)" "0" "$quit: temporary files left in the cache"

    # The next launch answers from the cache, and builds nothing.
    app_start "$WORK/places.form.json" --output "$WORK/out-$quit.jsonl"
    wait_for traced cached --seconds 20
    xdotool type "ka"
    wait_for traced answer
    app_quit_cleanly
done
