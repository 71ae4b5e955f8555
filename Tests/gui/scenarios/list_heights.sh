# The list is as tall as its rows: one row, four rows, eight (the field's
# most; more scroll), and "No matches" takes one row (issue 23: a list of
# four rows, or a lone "No matches", sat in a box eight rows tall). Checked
# by the heights of the list's rows and of the pane that shows them, from
# the accessibility tree.
cat >"$WORK/colours.csv" <<'CSV'
name
Red
Rose
Ruby
Rust
Russet
Rum
Green
Gray
Grey
Gold
Garnet
Ginger
Glaucous
Gamboge
Grape
Gunmetal
Blue
CSV
a11y_on
app_start "$WORK/colours.csv" --output "$WORK/out.jsonl"
box() { timeout 20 /usr/bin/python3 "$GUI_DIR/a11y_dump.py" "$APP_PID" "$@"; }
# shown_rows N OF : the pane that shows the list is as tall as N of its OF
# rows (all of one height here: one line each).
shown_rows() {
    local x y w pane list
    read -r x y w pane < <(box parent-box list Suggestions) || fail "no list"
    read -r x y w list < <(box box list Suggestions) || fail "no list"
    echo "pane $pane px, list $list px: $1 of $2 rows wanted"
    local wanted=$((list * $1 / $2))
    [ "$pane" -ge $((wanted - 2)) ] && [ "$pane" -le $((wanted + 2)) ] ||
        fail "the list shows $pane px for $1 of its $2 rows ($list px in all)"
}
type_text "blu"
a11y_wait '^list item\|Blue, 1 of 1\|'
shown_rows 1 1
shot one-row
press ctrl+a BackSpace
type_text "ru"
a11y_wait '^list item\|Ru[^|]*, 4 of 4\|'
shown_rows 4 4
shot four-rows
press ctrl+a BackSpace
type_text "g"
a11y_wait '^list item\|G[^|]*, 10 of 10\|'
shown_rows 8 10             # ten rows: eight shown, the rest scroll
shot eight-rows
press ctrl+a BackSpace
type_text "zzq"
a11y_wait '^label\|No matches\|'
read -r x y w noMatches < <(box box label "No matches")
[ "${noMatches:-999}" -le 40 ] || fail "\"No matches\" is $noMatches px tall: more than one row"
shot no-matches
app_stop
