# An output that cannot be written: a banner says why, the values stay, and
# the save succeeds once the folder exists.
a11y_on
app_start --output "$WORK/missing/out.jsonl"
type_text "Ada"
press Return
type_text "zur"
press Return
press ctrl+Return
shot banner             # "The entry was not saved: the folder “missing” does not exist. …"
a11y_wait "^label\\|The entry was not saved: the folder “missing” does not exist. It stays in the form.\\|"
a11y_wait '^text\|Traveller\|.*\|Ada$'
[ ! -e "$WORK/missing/out.jsonl" ] || fail "something was written"
mkdir "$WORK/missing"
press ctrl+Return       # the values are still there: saving again works
wait_for_lines "$WORK/missing/out.jsonl" 1
a11y_gone '^label\|The entry was not saved'
assert_eq "$(json_get "$WORK/missing/out.jsonl" 1 'd["values"]["traveller"]')" "Ada" "traveller kept"
assert_eq "$(json_get "$WORK/missing/out.jsonl" 1 'd["values"]["city"]')" "Zürich" "city kept"
