# A form whose City field suggests from a table on a real PostgreSQL 15 and
# whose entries go to the same server: the first start fetches the table's
# copy, the list shows its rows (accents folded), the entry is saved to the
# table with the city's key. With the server down, the next start opens on
# the copy and says that its suggestions may be out of date.
source "$GUI_DIR/postgres.sh"
pg_start
pg "CREATE TABLE cities (geonameid integer PRIMARY KEY, name text NOT NULL, country text, population bigint);
    INSERT INTO cities VALUES (1, 'Zürich', 'Switzerland', 400000), (2, 'Zug', 'Switzerland', 30000),
        (3, 'São Paulo', 'Brazil', 12000000), (4, 'Sao Tome', 'São Tomé and Príncipe', 70000);"
pg_cities_form "$WORK/team.form.json" "postgresql://postgres@127.0.0.1:$PG_PORT/postgres?sslmode=require"

a11y_on
app_start "$WORK/team.form.json"
type_text "Ada"; press Return
type_text "sao"
a11y_wait '^list item\|São Paulo, Brazil, 1 of 2'
a11y_wait '^list item\|Sao Tome, São Tomé and Príncipe, 2 of 2'
shot suggestions
press Return            # São Paulo, completed inline
press Return            # the last field: saves
wait_for pg_rows_are 1 --seconds 10
assert_eq "$(pg "SELECT entry->'values'->>'city' || '|' || (entry->'records'->>'city') FROM entries")" "São Paulo|3" "the saved city and its key"
app_stop

# The server down: the copy serves, and the window says it may be out of date.
pg_stop
app_start "$WORK/team.form.json"
a11y_wait '^label\|Suggestions from cities may be out of date · The server at 127\.0\.0\.1:'"$PG_PORT"' cannot be reached.*'
type_text "Ben"; press Return
type_text "zu"
a11y_wait '^list item\|Zürich, Switzerland, 1 of 2'
shot out-of-date
app_stop
