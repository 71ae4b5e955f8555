# Orca run in German beside the app in German (LANGUAGE=de in a German
# locale), as a German clerk has them: what the app has Orca say is German.
# A field's state on entering it, the count of suggestions and a
# highlighted row, an error with the closest value, and the save's toast.
source "$(dirname "${BASH_SOURCE[0]}")/../orca.sh"
mkdir -p "$WORK/locale/de/LC_MESSAGES"
msgfmt --check -o "$WORK/locale/de/LC_MESSAGES/typeahead.mo" po/de.po
# Exported before Orca starts: Orca speaks German too.
export LANGUAGE=de LANG=de_DE.UTF-8 TYPEAHEAD_LOCALE_DIR="$WORK/locale"
cat >"$WORK/orte.csv" <<'CSV'
stadt,region,land,einwohner
Zürich,Zürich,Schweiz,420000
Zagreb,Zagreb,Kroatien,390000
Zug,Zug,Schweiz,30000
CSV
cat >"$WORK/flug.form.json" <<'JSON'
{
  "title": "Flug",
  "sources": { "orte": { "file": "orte.csv", "key": "stadt", "weight": "einwohner", "detail": "{region}, {land}" } },
  "fields": [
    { "id": "pilot", "label": "Pilot", "required": true },
    { "id": "stadt", "label": "Stadt", "source": "orte", "column": "stadt", "required": true, "strict": true },
    { "id": "land", "label": "Land", "source": "orte", "column": "land", "record": "stadt" }
  ]
}
JSON
orca_start
speech_mark
app_start_accessible "$WORK/flug.form.json" --output "$WORK/out.jsonl"

type_text "Ada"
speech_mark
press Tab
hear "erforderlich, hat Vorschläge"

# A suggestion: the count once the typing pauses, then a highlighted row.
speech_mark
xdotool type --delay 40 "z"
hear "3 Vorschläge"
speech_mark
press Down
hear "Zagreb, Zagreb, Kroatien, 2 von 3"

# An error, with the closest value.
press ctrl+a
type_text "Zurihc"
press Escape
speech_mark
press Return
hear "Wählen Sie einen der vorgeschlagenen Werte. Meinten Sie Zürich?"

# The save's toast.
press Return   # takes Zürich, and fills Land from its record
speech_mark
press Return   # in Land, the last field: saves
wait_for_lines "$WORK/out.jsonl" 1
hear "Eintrag 1 in out.jsonl gespeichert. Drücken Sie Strg+Z zum Rückgängigmachen."
for english in "suggestions" "Saved entry" "Did you mean" "required"; do
    [ "$(heard_count "$english")" -eq 0 ] || fail "Orca said '$english' in English"
done
app_stop
