# On a form of 500 fields, Return carries the person past the bottom of the
# window; the list of the field they reach opens once the view has scrolled
# to it, under the field, and never off the screen: laid out there before,
# GDK found no monitor for it and logged criticals
# (gdk_monitor_get_geometry), then an invalid pixman rectangle.
/usr/bin/python3 - "$WORK" <<'PY'
import json, sys
folder = sys.argv[1]
open(folder + "/colours.csv", "w").write("name\nRed\nGreen\nBlue\n")
fields = [{"id": "f%d" % n, "label": "Field %d" % n} for n in range(499)]
fields.insert(14, {"id": "colour", "label": "Colour", "source": "colours", "column": "name"})
json.dump({"title": "Many", "sources": {"colours": {"file": "colours.csv"}}, "fields": fields},
          open(folder + "/many.form.json", "w"))
PY
a11y_on
app_start "$WORK/many.form.json" --output "$WORK/out.jsonl"
keys_at 20 Return Return Return Return Return Return Return Return Return Return Return Return Return Return b
a11y_wait '^list item\|Blue'
shot list               # Field 14's list, under it, the label above in view
app_quit_cleanly        # no warning or critical on standard error
