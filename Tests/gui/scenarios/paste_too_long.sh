# A paste longer than an entry holds (40,000 "é": 80,000 bytes, where a
# GtkEntry holds 65,534) is cut as GTK cuts it, a toast says how much went
# in, a second paste into the full field says nothing more fits, and the
# value saved is the text shown.
write_notes_form "$WORK/notes.form.json"
OUT="$WORK/out.jsonl"
/usr/bin/python3 -c 'print("é" * 40000, end="")' | xclip -selection clipboard # xclip stays, serving it
a11y_on
app_start "$WORK/notes.form.json" --output "$OUT"
press ctrl+v
shot cut                # the toast: "Only 32767 of 40000 characters fit in the field"
a11y_wait '^label\|Only 32767 of 40000 characters fit in the field\|'
press ctrl+v
a11y_wait '^label\|The field is full: nothing more fits\|'
press ctrl+Return
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 'len(d["values"]["name"]), set(d["values"]["name"])')" "(32767, {'é'})" \
    "the name saved: the 32,767 characters shown"
