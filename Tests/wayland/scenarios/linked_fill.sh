# limit: 60
# The linked fill on Wayland: a city chosen from the list (Down, Return in
# the xdg_popup's rows) fills Country and Country code; choosing another
# city changes them.
OUT="$WORK/out.jsonl"
app_start --output "$OUT"
# "#" first and deleted after: the city is typed with no inline completion,
# so Down highlights the list's first row (as the X11 tier's
# type_without_completion).
keys Ada Return "#" Left zur Delete Down Return ctrl+Return
wait_for_lines "$OUT" 1
keys Bob Return "#" Left zur Delete Down Return
keys shift+Tab ctrl+a "#" Left lyo Delete Down Return ctrl+Return
wait_for_lines "$OUT" 2
assert_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 1 '[d["values"][k] for k in ("traveller", "city", "country", "country_code")]')" \
    "['Ada', 'Zürich', 'Switzerland', 'CH']" "entry 1: the country filled from the city"
assert_eq "$(json_get "$OUT" 1 'd["records"]')" \
    "{'city': '2657896', 'country': 'CH', 'country_code': 'CH'}" "entry 1's records"
assert_eq "$(json_get "$OUT" 2 '[d["values"][k] for k in ("traveller", "city", "country", "country_code")]')" \
    "['Bob', 'Lyon', 'France', 'FR']" "entry 2: the country changed with the city"
assert_eq "$(json_get "$OUT" 2 'd["records"]')" \
    "{'city': '2996944', 'country': 'FR', 'country_code': 'FR'}" "entry 2's records"
