# A row another clerk inserts in the source's table on a real PostgreSQL 15
# shows in the list that is open, within a second and with no key typed:
# the app installs the change log's trigger, listens, and the source takes
# the row. Proven by what is saved: Return 0.9 s after the INSERT accepts
# the new row (completed inline) and saves its key. A renamed row is then
# found by its new name only.
source "$GUI_DIR/postgres.sh"
pg_start
pg "CREATE TABLE cities (geonameid integer PRIMARY KEY, name text NOT NULL, country text, population bigint);
    INSERT INTO cities VALUES (1, 'Zürich', 'Switzerland', 400000), (2, 'Zug', 'Switzerland', 30000),
        (3, 'Bombay', 'India', 12000000);"
pg_cities_form "$WORK/team.form.json" "postgresql://postgres@127.0.0.1:$PG_PORT/postgres"

trigger_installed() { [ "$(pg "SELECT count(*) FROM pg_trigger WHERE tgname = 'typeahead_changed' AND tgrelid = 'cities'::regclass")" == 1 ]; }

a11y_on
app_start "$WORK/team.form.json"
wait_for trigger_installed --seconds 10
type_text "Ada"; press Return
type_text "zag"
a11y_wait '^label\|No matches\|'
pg "INSERT INTO cities VALUES (4, 'Zagreb', 'Croatia', 800000)"
sleep 0.9
shot inserted
press Return            # Zagreb, completed inline, if it came within the second
press Return            # the last field: saves
wait_for pg_rows_are 1 --seconds 10
assert_eq "$(pg "SELECT entry->'values'->>'city' || '|' || (entry->'records'->>'city') FROM entries")" "Zagreb|4" "the city inserted by another connection, saved with its key"

pg "UPDATE cities SET name = 'Mumbai' WHERE geonameid = 3"
type_text "mum"         # the saved form keeps the focus in City
a11y_wait '^list item\|Mumbai, India, 1 of 1'
press BackSpace BackSpace BackSpace
type_text "bom"
a11y_wait '^label\|No matches\|'
shot renamed
app_stop
