# A damaged draft is kept aside as NAME.damaged-TIMESTAMP, never
# overwritten; the window starts empty and says so.
write_notes_form "$WORK/notes.form.json"
DRAFTS="$XDG_STATE_HOME/typeahead/drafts"
DRAFT="$DRAFTS/$(form_stem "$WORK/notes.form.json").json"
mkdir -p "$DRAFTS"
printf '{"values": {"name": "Ada", "note": "half' >"$DRAFT"

a11y_on
app_start "$WORK/notes.form.json" --output "$WORK/out.jsonl"
shot notice             # the banner names the draft and where it is kept
a11y_wait "^label\\|[^|]*$(basename "$DRAFT")[^|]* is not used; it is kept as [^|]*\\.damaged-"
a11y_wait '^text\|Name\|.*\|$'    # the window started empty
kept=$(ls "$DRAFT".damaged-* 2>/dev/null || true)
[ -n "$kept" ] || fail "the damaged draft was not kept aside: $(ls "$DRAFTS")"
assert_eq "$(cat "$kept")" '{"values": {"name": "Ada", "note": "half' "the damaged draft, as it was"
grep -q "damaged" "$WORK/app.err" || fail "nothing said about the damaged draft"

type_text "Bob"         # the window started empty: a new draft, beside the damaged one
press Return
type_text "new"
has_new_draft() { grep -q '"new"' "$DRAFT" 2>/dev/null; }
wait_for has_new_draft
assert_eq "$(cat "$kept")" '{"values": {"name": "Ada", "note": "half' "the damaged draft, untouched"
press ctrl+Return
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]')" "{'name': 'Bob', 'note': 'new', 'colour': ''}" "an entry from an empty form"
