#!/usr/bin/env python3
"""Writes N made-up saved entries of the demo form to OUT, as Typeahead
saves them (one JSON line each, a UUIDv7 id, 20 s apart from 2026-01-01),
for timing the entries view and `typeahead export`:

    python3 scripts/make_entries.py 1000000 /tmp/entries-1m.jsonl
    swift run -c release typeahead-bench entries --entries /tmp/entries-1m.jsonl

With a third argument K, each line also says which of K keyers saved it
and how it was keyed, as Typeahead writes them (for `typeahead stats`):

    python3 scripts/make_entries.py 1000000 /tmp/keyed-1m.jsonl 50

The same N gives the same file (seeded). Every name is unique (it ends in
its number); cities, countries, languages and currencies repeat, as they
do in real entries."""
import json
import random
import sys
import time

NAMES = ["Zoë Ångström", "José Núñez", "Ana Lima", "Björn Berg", "Chloé Martin",
         "Ødegaard Per", "Ivan Petrov", "Mei Chen", "Omar Haddad", "Lena Vogel"]
PLACES = [("Zürich", "Switzerland", "CH", "German", "Swiss franc"),
          ("São Paulo", "Brazil", "BR", "Portuguese", "Brazilian real"),
          ("Paris", "France", "FR", "French", "Euro"),
          ("Kraków", "Poland", "PL", "Polish", "Złoty"),
          ("Reykjavík", "Iceland", "IS", "Icelandic", "Icelandic króna"),
          ("Tokyo", "Japan", "JP", "Japanese", "Yen")]
START = 1767225600  # 2026-01-01T00:00:00Z


def uuid7(milliseconds, rng):
    hex_digits = "%012x7%03x%04x%012x" % (milliseconds, rng.getrandbits(12),
                                         0x8000 | rng.getrandbits(14), rng.getrandbits(48))
    return "-".join([hex_digits[:8], hex_digits[8:12], hex_digits[12:16], hex_digits[16:20], hex_digits[20:]])


def main():
    count, out = int(sys.argv[1]), sys.argv[2]
    keyers = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    rng = random.Random(7)
    with open(out, "w", encoding="utf-8") as file:
        for number in range(count):
            city, country, code, language, currency = rng.choice(PLACES)
            seconds = START + number * 20
            line = {"id": uuid7(seconds * 1000, rng),
                    "submitted": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds)),
                    "form": {"title": "Book a trip", "file": "/usr/share/typeahead/demo.form.json"},
                    "values": {"traveller": f"{rng.choice(NAMES)} {number}", "city": city, "country": country,
                               "country_code": code, "language": language, "currency": currency,
                               "notes": "window seat" if number % 7 == 0 else ""},
                    "records": {"city": str(1000 + number % 5000), "country": code}}
            if keyers:
                line = {**{k: line[k] for k in ("id", "submitted", "form")}, "enteredBy": f"keyer{number % keyers:02d}",
                        "values": line["values"], "records": line["records"],
                        "keying": {"keys": rng.randint(20, 90), "seconds": round(rng.uniform(8, 60), 1),
                                   "accepted": rng.randint(0, 3), "saved": rng.randint(0, 30),
                                   "fields": {"traveller": round(rng.uniform(2, 20), 1), "city": round(rng.uniform(1, 9), 1)}}}
            file.write(json.dumps(line, ensure_ascii=False, separators=(", ", ": ")) + "\n")


if __name__ == "__main__":
    main()
