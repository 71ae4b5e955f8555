# The count of entries stays in view under the form (issue 23: "Saved entry
# 200" left with its toast): how many in all and how many today, kept up
# to date by saves and by a save taken back, and the same as the entries
# view counts. Checked through the accessibility tree.
OUT="$WORK/out.jsonl"
# An entry saved three days ago, by another window.
python3 - "$OUT" <<'PY'
import datetime, json, sys, uuid
when = (datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(days=3)).isoformat(timespec="milliseconds").replace("+00:00", "Z")
line = {"id": str(uuid.uuid4()), "submitted": when, "form": {"title": "Book a trip"},
        "values": {"traveller": "Old", "city": "", "country": "", "country_code": "", "language": "", "currency": "", "notes": ""}}
open(sys.argv[1], "w").write(json.dumps(line, ensure_ascii=False) + "\n")
PY
a11y_on
app_start --output "$OUT"
a11y_wait '^label\|1 entry · 0 today\|'
type_text "Ada"
press Return
type_text "zur"
press Return
press ctrl+Return
wait_for_lines "$OUT" 2
a11y_wait '^label\|2 entries · 1 today\|'
shot count
press ctrl+z            # the save taken back
wait_for_lines "$OUT" 3
a11y_wait '^label\|1 entry · 0 today\|'
press ctrl+Return       # saved again
wait_for_lines "$OUT" 4
a11y_wait '^label\|2 entries · 1 today\|'
# The entries view counts the same.
press ctrl+e
a11y_wait '^page tab\|Entries\|[^|]*\|[^|]*selected'
[ "$(grep -c '^label|2 entries · 1 today|' "$WORK/tree.txt")" -eq 2 ] || a11y_failed "the entries view does not count the same"
shot entries
