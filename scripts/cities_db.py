"""Builds the SQLite database that the remote-source examples serve with
Datasette: the bundled cities, with `name_folded`, each name folded as
Typeahead folds text for matching (TextFolding.fold: full case folding,
compatibility decomposition, combining marks and invisible format
characters removed, the Latin letters that have no decomposition
replaced), indexed. A form that asks `name_folded__startswith={query_folded}`
then finds Zürich from "zur", as the local file does.

Usage: python3 scripts/cities_db.py OUT.db [CITIES.tsv]   (data/cities.tsv by default)
"""
import csv
import pathlib
import sqlite3
import sys
import unicodedata

# The same letters as TextFolding.letterReplacements.
LETTERS = {"ø": "o", "ł": "l", "đ": "d", "ð": "d", "ħ": "h", "ı": "i",
           "æ": "ae", "œ": "oe", "þ": "th", "ŋ": "n", "ŧ": "t", "ſ": "s"}
DROPPED = {"Mn", "Me", "Cf"}


def fold(text):
    cased = text.upper().lower()  # full folding: "ß" -> "SS" -> "ss"
    kept = (c for c in unicodedata.normalize("NFKD", cased) if unicodedata.category(c) not in DROPPED)
    return "".join(LETTERS.get(c, c) for c in kept)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__.strip().splitlines()[-1])
    out = pathlib.Path(sys.argv[1])
    source = pathlib.Path(sys.argv[2] if len(sys.argv) == 3 else pathlib.Path(__file__).parent.parent / "data/cities.tsv")
    with open(source, encoding="utf-8", newline="") as tsv:
        rows = list(csv.DictReader(tsv, delimiter="\t", quoting=csv.QUOTE_NONE))
    out.unlink(missing_ok=True)
    db = sqlite3.connect(out)
    columns = list(rows[0].keys())
    # The types sqlite-utils gives these columns: the numbers are numbers.
    types = {"geonameid": "INTEGER PRIMARY KEY", "population": "INTEGER"}
    db.execute("CREATE TABLE cities (%s, name_folded TEXT)"
               % ", ".join("[%s] %s" % (c, types.get(c, "TEXT")) for c in columns))
    db.executemany("INSERT INTO cities VALUES (%s)" % ", ".join("?" * (len(columns) + 1)),
                   ([row[c] for c in columns] + [fold(row["name"])] for row in rows))
    db.execute("CREATE INDEX cities_name ON cities (name)")
    db.execute("CREATE INDEX cities_name_folded ON cities (name_folded)")
    db.commit()
    print(f"{out}: {len(rows)} cities", file=sys.stderr)


if __name__ == "__main__":
    main()
