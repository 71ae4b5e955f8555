# Helpers both GUI tiers use for scenarios about what keys type: a real
# input method, and the form and entries those scenarios share.

# start_ibus_latn_pre : starts IBus (the scenario's bus) with m17n's
# "latn-pre" engine (Debian's ibus-m17n), whose " opens a preedit that the
# next letter completes (" u gives ü); the apps started after it reach it
# through GTK's IBus module.
start_ibus_latn_pre() {
    command -v ibus-daemon >/dev/null || fail "IBus is not installed"
    compgen -G "/usr/lib/*/gtk-4.0/4.0.0/immodules/libim-ibus.so" >/dev/null ||
        fail "GTK 4's IBus module (ibus-gtk4) is not installed"
    export GTK_IM_MODULE=ibus
    ibus-daemon --daemonize --replace --panel=disable --emoji-extension=disable 2>"$WORK/ibus.err"
    # The daemon lists m17n's engines once it has asked ibus-engine-m17n for them.
    for _ in $(seq 1 100); do ibus engine m17n:t:latn-pre 2>/dev/null && break; sleep 0.2; done
    [ "$(ibus engine 2>/dev/null)" == "m17n:t:latn-pre" ] ||
        fail "IBus has no engine m17n:t:latn-pre: $(ibus list-engine | grep -c m17n) m17n engines"
    echo "input method: IBus, engine $(ibus engine)"
}

# write_people_notes_form FOLDER : notes.form.json there, a plain Note
# field and then a Name that completes from people.csv (Ada, Bob).
write_people_notes_form() {
    printf 'name\nAda\nBob\n' >"$1/people.csv"
    cat >"$1/notes.form.json" <<'JSON'
{
  "title": "Notes",
  "sources": { "people": { "file": "people.csv" } },
  "fields": [
    { "id": "note", "label": "Note" },
    { "id": "name", "label": "Name", "source": "people", "column": "name" }
  ]
}
JSON
}

# read_note_and_place FILE : waits for the first entry in FILE (of the form
# write_place_notes_form writes) and sets `note` and `place` to its values.
read_note_and_place() {
    wait_for_lines "$1" 1 60
    note=$(json_get "$1" 1 'd["values"]["note"]')
    place=$(json_get "$1" 1 'd["values"]["place"]')
}
