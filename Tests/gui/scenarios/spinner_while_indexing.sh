# limit: 240
# A large data file: the window opens before its index is built, and a
# query typed meanwhile shows the spinner until the index answers, and the
# line under the form says how far the file is read and indexed.
write_places "$WORK/big.csv" 600000
a11y_on
app_start "$WORK/big.csv" --output "$WORK/out.jsonl"
xdotool type "ka"
# The spinner over the list while 600,000 values are indexed (with 150,000,
# a fast machine answered before the tree was first read), then the
# rows of the answer and no spinner.
a11y_wait '^progress bar\|Loading suggestions\|' 20
# Under the form, how far the file is read and indexed, until it is.
a11y_wait '^label\|(Reading|Indexing) big\.csv… [0-9]+ %' 20
shot spinner
a11y_gone '^progress bar\|Loading suggestions\|' 60
# The other columns are indexed after the name's: 600,000 rows of them
# took 20 s more in a debug build on a busy CI machine.
a11y_gone '^label\|(Reading|Indexing) big\.csv' 60
a11y_wait '^list item\|Ka[^|]*, 1 of [0-9]+\|.*selected'
shot answered
press Return Return     # Return takes the top row, completed inline
wait_for_lines "$WORK/out.jsonl" 1
name=$(json_get "$WORK/out.jsonl" 1 'd["values"]["name"]')
case "$name" in Ka*) ;; *) fail "expected a name starting with Ka, got '$name'" ;; esac
