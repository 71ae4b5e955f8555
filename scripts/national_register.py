#!/usr/bin/env python3
"""Makes a national address register's size of data from GeoNames, as
scripts/bench.py makes its ten-times set:

    python3 scripts/national_register.py   # data/bench/addresses100.tsv, once

23,490,800 rows (100 × cities500's 234,908), 1.7 GB: each place once
as it is, then 99 addresses in it. An address is a street and a house
number, as a register lists it ("Bahnhofstraße 12", "Rue de Lyon 4",
"Church Road 17"); its `region` column is its place, so a form's detail
"{region}, {country}" reads "Hauptstraße 3 / Bremen, Germany". Street names
are the common ones of several languages, and roads named after another
place of the same country, as real registers are full of. The columns are
those of the other sets (geonameid, name, asciiname, region, country_code,
country, population), so the same forms read it; an address's weight is a
thousandth of its place's population, so a large town's streets rank
first. The same file is made on every machine (a fixed seed).

Needs data/bench/cities500.tsv (scripts/bench.py fetches it).
"""
import pathlib
import random
import sys
import unicodedata

ROOT = pathlib.Path(__file__).resolve().parent.parent
BENCH = ROOT / "data" / "bench"
CITIES = BENCH / "cities500.tsv"
REGISTER = BENCH / "addresses100.tsv"
ADDRESSES_PER_PLACE = 99

# Streets every country has, by the languages most of GeoNames' places speak.
STREETS = {
    "de": ["Hauptstraße", "Bahnhofstraße", "Schulstraße", "Gartenstraße", "Dorfstraße", "Kirchweg",
           "Lindenstraße", "Bergstraße", "Am Markt", "Mühlenweg", "Waldstraße", "Ringstraße"],
    "fr": ["Rue de la Gare", "Rue de l'Église", "Grande Rue", "Rue Victor Hugo", "Place de la Mairie",
           "Rue des Écoles", "Chemin du Moulin", "Avenue Jean Jaurès", "Rue Pasteur", "Rue du Château"],
    "es": ["Calle Mayor", "Plaza de España", "Calle Real", "Avenida de la Constitución", "Calle San José",
           "Camino Viejo", "Calle de la Iglesia"],
    "it": ["Via Roma", "Via Garibaldi", "Piazza del Popolo", "Via Mazzini", "Corso Italia", "Via della Chiesa"],
    "pt": ["Rua Direita", "Avenida da Liberdade", "Rua da Igreja", "Largo do Rossio", "Rua São João"],
    "en": ["High Street", "Station Road", "Church Road", "Main Street", "Park Avenue", "Mill Lane",
           "Victoria Road", "Green Lane", "School Lane", "Oak Avenue", "Maple Drive", "Elm Street"],
}
# Roads named after another place, in the same words.
NAMED_AFTER = {
    "de": ["{}er Straße", "{}er Weg"],
    "fr": ["Rue de {}", "Route de {}"],
    "es": ["Calle de {}", "Carretera de {}"],
    "it": ["Via {}", "Strada per {}"],
    "pt": ["Rua de {}", "Estrada de {}"],
    "en": ["{} Road", "{} Street"],
}
LANGUAGE_OF = {
    "DE": "de", "AT": "de", "CH": "de", "LI": "de", "LU": "fr", "FR": "fr", "BE": "fr", "MC": "fr",
    "ES": "es", "MX": "es", "AR": "es", "CO": "es", "CL": "es", "PE": "es", "VE": "es", "EC": "es",
    "IT": "it", "SM": "it", "PT": "pt", "BR": "pt", "AO": "pt", "MZ": "pt",
}


def ascii_of(text):
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("ß", "ss")


def main():
    if REGISTER.exists():
        print(REGISTER)
        return
    if not CITIES.exists():
        sys.exit(f"{CITIES} is missing: python3 scripts/bench.py fetches it")
    with open(CITIES, encoding="utf-8") as source:
        header = source.readline().rstrip("\n").split("\t")
        places = [line.rstrip("\n").split("\t") for line in source]
    key, name, ascii_name, region, code, population = (
        header.index(c) for c in ("geonameid", "name", "asciiname", "region", "country_code", "population"))
    by_country = {}
    for place in places:
        by_country.setdefault(place[code], []).append(place[name])
    random_numbers = random.Random(25)
    partial = REGISTER.with_suffix(".tsv.partial")
    with open(partial, "w", encoding="utf-8") as out:
        out.write("\t".join(header) + "\n")
        for place in places:
            out.write("\t".join(place) + "\n")
            language = LANGUAGE_OF.get(place[code], "en")
            neighbours = by_country[place[code]]
            weight = str(int(place[population] or 0) // 1000)
            for number in range(1, ADDRESSES_PER_PLACE + 1):
                if random_numbers.random() < 0.3:
                    other = neighbours[random_numbers.randrange(len(neighbours))]
                    street = random_numbers.choice(NAMED_AFTER[language]).format(other)
                else:
                    street = random_numbers.choice(STREETS[language])
                address = f"{street} {random_numbers.randint(1, 180)}"
                row = list(place)
                row[key] = f"{place[key]}-a{number}"
                row[name] = address
                row[ascii_name] = ascii_of(address)
                row[region] = place[name]
                row[population] = weight
                out.write("\t".join(row) + "\n")
    partial.rename(REGISTER)
    print(REGISTER)


if __name__ == "__main__":
    main()
