# Temporary files a crash left in the drafts folder are removed at start:
# this form's stale ones (over 30 s old); a young one may be a write just
# starting, and another form's are not this form's business.
write_notes_form "$WORK/notes.form.json"
DRAFTS="$XDG_STATE_HOME/typeahead/drafts"
STEM=$(form_stem "$WORK/notes.form.json")
mkdir -p "$DRAFTS"
echo '{"values": {"na' >"$DRAFTS/$STEM.json.tmp-99999"
touch -d '-1 min' "$DRAFTS/$STEM.json.tmp-99999"
echo '{"values": {"na' >"$DRAFTS/$STEM.json.tmp-99998"
echo '{"values": {"na' >"$DRAFTS/other.form.json-1234abcd.json.tmp-99997"
touch -d '-1 min' "$DRAFTS/other.form.json-1234abcd.json.tmp-99997"

app_start "$WORK/notes.form.json" --output "$WORK/out.jsonl"
[ ! -e "$DRAFTS/$STEM.json.tmp-99999" ] || fail "the stale temporary file is still there"
[ -e "$DRAFTS/$STEM.json.tmp-99998" ] || fail "a young temporary file was removed"
[ -e "$DRAFTS/other.form.json-1234abcd.json.tmp-99997" ] || fail "another form's temporary file was removed"
type_text "Ada"         # and drafts are kept as usual
press ctrl+Return
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["name"]')" "Ada" "the entry"
