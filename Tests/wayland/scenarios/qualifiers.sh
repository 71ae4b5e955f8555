# limit: 60
# Words after a name choose among its namesakes on Wayland too: "hamilton
# gb" typed and Return saves the Hamilton in Scotland, "portland me" the
# one in Maine.
OUT="$WORK/out.jsonl"
app_start --output "$OUT"
keys Ada Return "hamilton gb" Return ctrl+Return
wait_for_lines "$OUT" 1
keys Bob Return "portland me" Return ctrl+Return
wait_for_lines "$OUT" 2
assert_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 1 '[d["values"]["city"], d["values"]["country"], d["records"]["city"]]')" \
    "['Hamilton', 'United Kingdom', '2647570']" "hamilton gb"
assert_eq "$(json_get "$OUT" 2 '[d["values"]["city"], d["values"]["country"], d["records"]["city"]]')" \
    "['Portland', 'United States', '4975802']" "portland me"
