# A large data file: the window opens before its index is built, and a
# query typed meanwhile shows the spinner until the index answers.
write_places "$WORK/big.csv" 150000
app_start "$WORK/big.csv" --output "$WORK/out.jsonl"
xdotool type "ka"
# The spinner turns, so the list moves while it shows; once the answer
# replaces it, the list is still.
spun=""
for _ in $(seq 1 60); do
    if region_moves 420x120+80+130; then
        [ -n "$spun" ] || shot spinner   # the spinner while 150,000 values are indexed
        spun=yes
    elif [ -n "$spun" ]; then
        break
    fi
done
[ -n "$spun" ] || fail "no spinner showed while the file was indexed"
shot answered
press Return Return     # Return takes the top row, completed inline
wait_for_lines "$WORK/out.jsonl" 1
name=$(json_get "$WORK/out.jsonl" 1 'd["values"]["name"]')
case "$name" in Ka*) ;; *) fail "expected a name starting with Ka, got '$name'" ;; esac
