# Files that cannot be used end the program before any window, with
# `typeahead: PATH:LINE:COLUMN: message` and exit status 2; never a hang.
expect_refusal() { # FILE EXPECTED-MESSAGE
    local status=0
    timeout 20 "$TYPEAHEAD_BIN" "$1" --output "$WORK/out.jsonl" >"$WORK/out.txt" 2>"$WORK/err.txt" || status=$?
    assert_eq "$status" "2" "exit status for $1"
    assert_eq "$(cat "$WORK/err.txt")" "$2" "message for $1"
    [ ! -e "$WORK/out.jsonl" ] || fail "an entry was written for $1"
}

printf 'name,country\nZürich,"Switzerland\nBern,Switzerland\n' >"$WORK/quote.csv"
expect_refusal "$WORK/quote.csv" "typeahead: $WORK/quote.csv:2:8: quoted field is never closed"

printf 'name,country\nZürich\n' >"$WORK/ragged.csv"
expect_refusal "$WORK/ragged.csv" "typeahead: $WORK/ragged.csv:2:1: row has 1 field, but the header has 2"

head -c 4096 /bin/ls >"$WORK/garbage.csv"
timeout 20 "$TYPEAHEAD_BIN" "$WORK/garbage.csv" 2>"$WORK/err.txt" && fail "garbage was accepted" || status=$?
assert_eq "$status" "2" "exit status for binary garbage"
grep -Eq "^typeahead: $WORK/garbage.csv:[0-9]+:[0-9]+: (binary data|invalid UTF-8)" "$WORK/err.txt" \
    || fail "unexpected message: $(cat "$WORK/err.txt")"

: >"$WORK/empty.tsv"
expect_refusal "$WORK/empty.tsv" "typeahead: $WORK/empty.tsv: the file is empty"
expect_refusal "$WORK/missing.csv" "typeahead: $WORK/missing.csv: no such file"
mkdir "$WORK/folder.csv"
expect_refusal "$WORK/folder.csv" "typeahead: $WORK/folder.csv: is a directory, not a file"

printf '{"title": "Broken",\n  "fields": [ {"id": "a", "source": "nowhere"} ]}\n' >"$WORK/broken.form.json"
expect_refusal "$WORK/broken.form.json" \
    "typeahead: $WORK/broken.form.json:2:37: unknown source 'nowhere' in field 'a'; the form has no sources"

# Never a hang: a FIFO with no writer is refused by its type, before it is opened.
mkfifo "$WORK/pipe.csv"
expect_refusal "$WORK/pipe.csv" "typeahead: $WORK/pipe.csv: is a FIFO, not a regular file"
ln -s /dev/zero "$WORK/zero.tsv"
expect_refusal "$WORK/zero.tsv" "typeahead: $WORK/zero.tsv: is a character device, not a regular file"

printf '{"title": "Self",\n  "sources": {"me": {"file": "self.form.json"}},\n  "fields": [{"id": "a", "source": "me"}]}\n' >"$WORK/self.form.json"
expect_refusal "$WORK/self.form.json" \
    "typeahead: $WORK/self.form.json:2:30: source 'me' refers to itself; a source is a data file (.csv, .tsv, .json or .jsonl)"

printf '{"title": "Comma",\n  "fields": [{"id": "a"},]}\n' >"$WORK/comma.form.json"
expect_refusal "$WORK/comma.form.json" "typeahead: $WORK/comma.form.json:2:25: trailing comma before ]"
