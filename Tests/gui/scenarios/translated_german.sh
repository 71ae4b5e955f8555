# The demo form in German (LANGUAGE=de in a German locale): the window's
# words are German, GTK's, ours and the form's (its labels are given per
# language), as the accessibility tree tells them: the header's buttons, the
# fields, a required field's error, the save's toast and its Undo; the
# entry is saved as ever.
for lang in de; do
    mkdir -p "$WORK/locale/$lang/LC_MESSAGES"
    msgfmt --check -o "$WORK/locale/$lang/LC_MESSAGES/typeahead.mo" "po/$lang.po"
done
OUT="$WORK/out.jsonl"
a11y_on
LANGUAGE=de LANG=de_DE.UTF-8 TYPEAHEAD_LOCALE_DIR="$WORK/locale" app_start --output "$OUT"
a11y_wait '^(push )?button\|Speichern\|'
a11y_wait '^(push )?button\|Öffnen\|'
a11y_wait '^(toggle button|push button|button|menu button)\|Hauptmenü\|'
a11y_wait '^text\|Stadt\|'
a11y_wait '^text\|Währung\|'
shot empty
press ctrl+Return        # Traveller is empty and required
a11y_wait '^label\|Reisende\(r\) ist erforderlich\|'
shot required
save_trips "$OUT" Ada   # in Zürich, filling Switzerland
a11y_wait '^label\|Eintrag 1 in out.jsonl gespeichert\|'
grep -qE '^(push )?button\|[^|]*Rückgängig' "$WORK/tree.txt" || a11y_failed "the save toast has no Rückgängig button"
shot saved
assert_eq "$(json_get "$OUT" 1 '[d["values"]["traveller"], d["values"]["city"]]')" "['Ada', 'Zürich']" "the entry saved"
