# The demo form in Hebrew (LANGUAGE=he in a Hebrew locale), a language
# read right to left: the window's words are Hebrew, as the accessibility
# tree tells them, and the entry is saved as ever. GTK mirrors the
# window: Save is on the header's left and Open on its right, and the
# labels end at the right (the tree's boxes); with a list open the rest of
# the form is dimmed (the screen's pixels).
mkdir -p "$WORK/locale/he/LC_MESSAGES"
msgfmt --check -o "$WORK/locale/he/LC_MESSAGES/typeahead.mo" po/he.po
OUT="$WORK/out.jsonl"
a11y_on
LANGUAGE=he LANG=he_IL.UTF-8 TYPEAHEAD_LOCALE_DIR="$WORK/locale" app_start --output "$OUT"
a11y_wait '^(push )?button\|שמירה\|'
a11y_wait '^(push )?button\|פתיחה\|'
shot empty
press ctrl+Return        # Traveller is empty and required
a11y_wait '^label\|נוסע/ת: שדה חובה\|'
save_trips "$OUT" Ada   # in Zürich, filling Switzerland
a11y_wait '^label\|רשומה 1 נשמרה בתוך out.jsonl\|'
shot saved
assert_eq "$(json_get "$OUT" 1 '[d["values"]["traveller"], d["values"]["city"]]')" "['Ada', 'Zürich']" "the entry saved"

# Mirrored: Save left of Open, and the field's label drawn at the right.
dump() { timeout 20 /usr/bin/python3 "$GUI_DIR/a11y_dump.py" "$APP_PID" "$@"; }
read -r save_x _ < <(dump button "שמירה") || fail "no Save button"
read -r open_x _ < <(dump button "פתיחה") || fail "no Open button"
[ "$save_x" -lt "$open_x" ] || fail "Save ($save_x) is not left of Open ($open_x): the header is not mirrored"
read -r label_x label_y label_w label_h < <(dump box label "נוסע/ת") || fail "no Traveller label"
# The label spans the column; its words are drawn at its right end.
import -window root -crop "${label_w}x${label_h}+${label_x}+${label_y}" "$WORK/label.png"
words_x=$(convert "$WORK/label.png" +repage -fuzz 30% -trim -format '%X' info:)
[ "${words_x#+}" -gt $((label_w / 2)) ] || fail "the Traveller label's words begin at x=${words_x#+} of its $label_w px: not at the right"
ink=$(darkest "${label_w}x${label_h}+${label_x}+${label_y}")
[ "$ink" -lt 100 ] || fail "the Traveller label is not drawn in full ink (darkest grey $ink)"
press Tab               # from Traveller, empty again after the save, to City
type_text "zur"
a11y_wait '^list item\|Zürich, '
ink=$(darkest "${label_w}x${label_h}+${label_x}+${label_y}")
[ "$ink" -gt 150 ] || fail "the form is not dimmed while the list is open (Traveller's darkest grey $ink)"
shot list
