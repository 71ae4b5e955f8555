# A form that gives its texts and its city column per language is shown in
# the person's language (LANGUAGE, else the locale), else its default
# language: a German clerk sees "Reise" and "Stadt", searches the German
# names (typing "muen", the German way, for München), and saves
# "München"; the same form in the C locale is English.
# (The German locale need not be installed: the form's texts are chosen
# from the environment as gettext reads it.)
cat >"$WORK/cities.tsv" <<'TSV'
id	name	name_de
1	Munich	München
2	Vienna	Wien
TSV
cat >"$WORK/trip.form.json" <<'JSON'
{
  "title": {"en": "Trip", "de": "Reise"},
  "default_language": "en",
  "sources": { "cities": { "file": "cities.tsv", "key": "id" } },
  "fields": [
    { "id": "city", "label": {"en": "City", "de": "Stadt"}, "placeholder": {"en": "Where to?", "de": "Wohin?"},
      "source": "cities", "column": {"en": "name", "de": "name_de"}, "strict": true },
    { "id": "note", "label": {"en": "Note", "de": "Notiz"} }
  ]
}
JSON
OUT="$WORK/out.jsonl"
a11y_on

LANGUAGE=de LANG=de_DE.UTF-8 app_start "$WORK/trip.form.json" --output "$OUT"
assert_eq "$(window_title)" "Reise" "the German title"
a11y_wait '^text\|Stadt\|'
a11y_wait '^text\|Notiz\|'
type_without_completion "muen"
press Down Return       # München, from the German column, written out
shot german
a11y_wait '^text\|Stadt\|.*\|München$'
press ctrl+Return
wait_for_lines "$OUT" 1 30
app_stop

LANG=C.UTF-8 app_start "$WORK/trip.form.json" --output "$OUT"
assert_eq "$(window_title)" "Trip" "the English title in the C locale"
a11y_wait '^text\|City\|'
type_without_completion "mun"
press Down Return       # Munich, from the English column
a11y_wait '^text\|City\|.*\|Munich$'
press ctrl+Return
wait_for_lines "$OUT" 2 30
app_stop

assert_eq "$(json_get "$OUT" 1 '[d["values"]["city"], d["records"]["city"]]')" "['München', '1']" "the German entry"
assert_eq "$(json_get "$OUT" 2 '[d["values"]["city"], d["records"]["city"]]')" "['Munich', '1']" "the English entry"
