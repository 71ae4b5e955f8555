# `--output -` writes each saved entry to standard output.
printf '[{"name": "Bern", "canton": "BE"}, {"name": "Basel", "canton": "BS"}]\n' >"$WORK/towns.json"
app_start "$WORK/towns.json" --output -
type_text "bas"
press Return Return # "bas" completes inline to Basel
wait_for_lines "$WORK/app.out" 1
assert_eq "$(json_get "$WORK/app.out" 1 'd["values"]')" "{'name': 'Basel', 'canton': 'BS'}" "entry on standard output"
assert_eq "$(json_get "$WORK/app.out" 1 'd["records"]')" "{'name': '2', 'canton': '2'}" "records"
