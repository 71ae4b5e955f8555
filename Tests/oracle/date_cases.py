"""Random dates as a keyer might type them, each read by Python's
datetime.strptime (an implementation nobody here wrote) in the order of
day, month and year the case names. Prints JSON lines
{"text": ..., "order": "dmy"|"mdy"|"ymd", "iso": "1990-05-17" or null}.
Usage: python3 Tests/oracle/date_cases.py SEED COUNT

The rules both sides follow (docs/FORMS.md, "Typed fields"): the locale's
order with one kind of separator (. / -), or the year first with four
digits in any locale, or eight digits alone in the locale's order; the
year has four digits, the day and month one or two."""
import json
import random
import sys
from datetime import datetime

FORMATS = {"dmy": ("%d", "%m", "%Y"), "mdy": ("%m", "%d", "%Y"), "ymd": ("%Y", "%m", "%d")}


def oracle(text, order):
    separators = {c for c in text if c in "./-"}
    if len(separators) > 1:
        return None
    formats = []
    if separators:
        sep = separators.pop()
        formats.append(sep.join(FORMATS[order]))
        if text.split(sep)[0].isdigit() and len(text.split(sep)[0]) == 4:
            formats.append(sep.join(FORMATS["ymd"]))
    elif len(text) == 8 and text.isdigit():
        formats.append("".join(FORMATS[order]))
    for fmt in formats:
        try:
            return datetime.strptime(text, fmt).date().isoformat()
        except ValueError:
            pass
    return None


def number(rng, low, high, width):
    value = rng.randint(low, high)
    return str(value).zfill(width) if width else str(value)


def case(rng):
    order = rng.choice(list(FORMATS))
    day = number(rng, 0, 33, rng.choice([0, 2, 2, 3]))
    month = number(rng, 0, 14, rng.choice([0, 2, 2, 3]))
    year = number(rng, 1, 9999, rng.choice([4, 4, 4, 4, 2, 5]))
    shape = rng.random()
    if shape < 0.3:
        parts = {"dmy": (day, month, year), "mdy": (month, day, year), "ymd": (year, month, day)}[order]
        text = "".join(p.zfill(2) if len(p) < 2 else p for p in parts)
    elif shape < 0.85:
        sep = rng.choice("./-")
        first_year = rng.random() < 0.2
        parts = (year, month, day) if first_year else {"dmy": (day, month, year), "mdy": (month, day, year), "ymd": (year, month, day)}[order]
        text = sep.join(parts)
        if rng.random() < 0.08:
            text = text.replace(sep, rng.choice("./-"), 1)
        if rng.random() < 0.05:
            text = text.replace(sep, sep + sep, 1)
    else:
        text = "".join(rng.choice("0123456789./-a") for _ in range(rng.randint(1, 11)))
    return {"text": text, "order": order, "iso": oracle(text, order)}


def main():
    rng = random.Random(int(sys.argv[1]))
    for _ in range(int(sys.argv[2])):
        print(json.dumps(case(rng)))


if __name__ == "__main__":
    main()
