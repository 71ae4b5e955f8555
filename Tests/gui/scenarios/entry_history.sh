# An entry's history (issue 52): Ctrl+H on the selected entry shows, under
# the list, who saved it and when, and a correction's changes from what
# to what; Down shows the next entry's own; Ctrl+H again hides it.
OUT="$WORK/out.jsonl"
export TYPEAHEAD_ENTERED_BY=ana
a11y_on
app_start --output "$OUT"
save_trips "$OUT" Ada Bob
press ctrl+e
a11y_wait '^table row\|Saved: [^|]*Traveller: Bob,[^|]*\|[^|]*\|[^|]*selected'
press Down
a11y_wait '^table row\|Saved: [^|]*Traveller: Ada,[^|]*\|[^|]*\|[^|]*selected'
press Return            # Ada, in the form
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused[^|]*\|Ada$'
press ctrl+a
type_text "Ada Lovelace"
press ctrl+Return
wait_for_lines "$OUT" 3
a11y_wait '^table row\|Saved: Today [0-9:]+, corrected, Traveller: Ada Lovelace,[^|]*\|[^|]*\|[^|]*selected'
press ctrl+h
# A line each (the tree prints the label's two lines as two).
a11y_wait '^label\|Saved Today [0-9:]+( [AP]M)? by ana$'
a11y_wait '^Corrected Today [0-9:]+( [AP]M)? by ana: Traveller: Ada → Ada Lovelace\|'
shot history
press Up
a11y_wait '^label\|Saved Today [0-9:]+( [AP]M)? by ana\|'
a11y_gone '^Corrected Today'
press ctrl+h
a11y_gone '^label\|Saved Today'
