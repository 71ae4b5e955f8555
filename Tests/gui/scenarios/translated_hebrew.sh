# The demo form in Hebrew (LANGUAGE=he in a Hebrew locale), a language
# read right to left: the window's words are Hebrew, as the accessibility
# tree tells them, and the entry is saved as ever. (GTK mirrors the
# window, Save on the header's left: the shots show it; not asserted.)
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
