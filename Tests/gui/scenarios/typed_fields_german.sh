# Typed fields in a German locale, keyed at 5 ms a key: a date typed as
# its digits in German order ("28112026") is saved as 2026-11-28, and a
# decimal with a comma ("1250,50") as the JSON number 1250.5; a day that
# does not exist ("31022026") stops Return with the bell and a German
# message, until the keyer types the date again. A screen reader hears
# the date's order in German with the field's label.
for lang in de; do
    mkdir -p "$WORK/locale/$lang/LC_MESSAGES"
    msgfmt --check -o "$WORK/locale/$lang/LC_MESSAGES/typeahead.mo" "po/$lang.po"
done
OUT="$WORK/out.jsonl"
a11y_on
LANGUAGE=de LANG=de_DE.UTF-8 TYPEAHEAD_LOCALE_DIR="$WORK/locale" app_start_fast data/household.form.json --output "$OUT"
# Orca hears what the field takes, in German, with its label.
a11y_wait '^text\|Date of visit\|Datum, Tag Monat Jahr[^|]*\|[^|]*\|$'
tree=$(a11y_dump)
printf '%s\n' "$tree" | grep -q '^text|Date of visit|' || a11y_failed "no date field"
keys_at 5 Ada Return 31022026 Return
settle
a11y_wait '^label\|31\.02\.2026 ist kein Tag des Kalenders\|'
a11y_wait '^text\|Date of visit\|[^|]*\|[^|]*focused[^|]*\|31022026$'
[ "$(grep -c "	bell	" "$TRACE" || true)" -ge 1 ] || fail "no bell rang at the day that does not exist"
shot no-such-day
keys_at 5 ctrl+a 28112026 Return Ben Return 2 Return 1975 Return 4 Return 1250,50 Return nein Return n1 Return
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 'd["values"]["visited"]')" "2026-11-28" "the date typed as German digits, saved as ISO"
assert_eq "$(json_get "$OUT" 1 'repr(d["values"]["income"])')" "1250.5" "the income typed with a comma, saved as a JSON number"
assert_eq "$(json_get "$OUT" 1 'repr(d["values"]["members"])')" "4" "the household's size, a JSON number"
settle
assert_eq "$(field_text 'Date of visit')" "2026-11-28" "the sticky date, shown as it was read"
assert_eq "$(json_get "$OUT" 1 'd["values"]["sex"]')" "2" "the option typed by its code"
assert_eq "$(json_get "$OUT" 1 'd["values"]["children"]')" "no" "the option typed by its German label, saved as its value"
