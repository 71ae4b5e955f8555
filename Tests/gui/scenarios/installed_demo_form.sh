# The app as meson installs it: PREFIX/bin/typeahead, started from another
# folder with no TYPEAHEAD_DATA_DIR, finds the demo form and its data in
# PREFIX/share/typeahead and takes an entry from them.
# Needs TYPEAHEAD_PREFIX (scripts/test.sh sets it after Tests/install/run.sh).
[ -n "${TYPEAHEAD_PREFIX:-}" ] || skip "TYPEAHEAD_PREFIX is not set to a prefix Tests/install/run.sh installed into (scripts/test.sh sets it)"
unset TYPEAHEAD_DATA_DIR
TYPEAHEAD_BIN="$TYPEAHEAD_PREFIX/bin/typeahead"
mkdir -p "$WORK/elsewhere" && cd "$WORK/elsewhere"
app_start --output "$WORK/out.jsonl"
assert_eq "$(window_title)" "Book a trip" "the installed app's window"
type_text "Ada"
press Return
type_text "zur"
shot typed              # Zürich completed inline, from the installed cities.tsv
press Return            # takes Zürich and its record
press ctrl+Return       # saves from here: the other fields are optional
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["city"]')" "Zürich" "the city, from the installed data"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["records"]["city"]')" "2657896" "Zürich's GeoNames id"
