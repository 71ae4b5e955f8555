#!/usr/bin/env python3
"""Random expressions and their values by elementpath (XPath 1.0, PyPI),
the oracle of Typeahead's ExpressionEvaluator (ExpressionOracleTests).

    python3 Tests/oracle/xpath_cases.py SEED COUNT

Prints one JSON line per case: the expression as XLSForm writes it
(`${a}`), the fields' values, and elementpath's value (its kind and value).
The cases keep to what XPath 1.0 and elementpath's XPath1Parser agree on,
found by trying: integer literals (elementpath reads 0.1 as a decimal);
no division or modulo by what may be zero (elementpath raises where XPath
1.0 gives Infinity); modulo of whole numbers that are never negative; comparisons of numbers with numbers and text with
text (elementpath compares '1.0' = 1 as text); no text that is a number
with an exponent (elementpath reads '1e3' as 1000, XPath 1.0 as NaN).
A case elementpath still refuses is left out; the test wants most kept.
"""
import json
import random
import sys
import xml.etree.ElementTree as ElementTree

try:
    import elementpath
except ImportError:
    sys.exit("xpath_cases: the Python module elementpath is missing (scripts/deps.sh installs it)")

FIELDS = ["a", "b", "c"]
FIELD_VALUES = ["0", "1", "7", "12", "-3", "2.5", "", "x", "Zürich", " 4 ", "abc"]
TEXTS = ["", "x", "12", "ab", "Zü", "a b"]


def number(rng, depth):
    choice = rng.randrange(7 if depth > 0 else 3)
    if choice == 3 and rng.random() < 0.3:
        return f"({plain_number(rng, depth - 1)} {rng.choice(['+', '-', '*'])} {plain_number(rng, depth - 1)})"
    if choice == 0:
        return str(rng.randint(0, 20))
    if choice == 1:
        return f"number(${{{rng.choice(FIELDS)}}})"
    if choice == 2:
        return f"string-length({text(rng, depth - 1)})"
    if choice == 3:
        op = rng.choice(["+", "-", "*"])
        return f"({number(rng, depth - 1)} {op} {number(rng, depth - 1)})"
    if choice == 4:
        return f"({number(rng, depth - 1)} div {rng.randint(1, 9)})"
    if choice == 5 and rng.random() < 0.5:
        # elementpath's mod of a double takes the divisor's sign (Python's
        # %), where XPath 1.0 takes the dividend's: -5 mod 2 is -1; so a
        # whole number that is never negative.
        return f"({plain_number(rng, depth - 1)} mod {rng.randint(1, 9)})"
    if choice == 5:
        return f"-{number(rng, depth - 1)}"
    return f"round({number(rng, depth - 1)})"


def plain_number(rng, depth):
    """A whole number that is never -0: elementpath writes decimals to 28
    places and negative zero as "-0", where XPath 1.0 writes as few digits
    as tell the number apart, and "0"."""
    choice = rng.randrange(4 if depth > 0 else 2)
    if choice == 0:
        return str(rng.randint(0, 20))
    if choice == 1:
        return f"string-length({text(rng, depth - 1)})"
    return f"({plain_number(rng, depth - 1)} {rng.choice(['+', '*'])} {plain_number(rng, depth - 1)})"


def text(rng, depth):
    choice = rng.randrange(5 if depth > 0 else 2)
    if choice == 0:
        return "'" + rng.choice(TEXTS) + "'"
    if choice == 1:
        return f"${{{rng.choice(FIELDS)}}}"
    if choice == 2:
        return f"concat({text(rng, depth - 1)}, {text(rng, depth - 1)})"
    if choice == 3:
        return f"string({plain_number(rng, depth - 1)})"
    return f"string({boolean(rng, depth - 1)})"


def boolean(rng, depth):
    choice = rng.randrange(8 if depth > 0 else 2)
    if choice == 0:
        return rng.choice(["true()", "false()"])
    if choice == 1:
        return f"boolean(${{{rng.choice(FIELDS)}}})"
    if choice == 2:
        op = rng.choice(["=", "!=", "<", "<=", ">", ">="])
        return f"({number(rng, depth - 1)} {op} {number(rng, depth - 1)})"
    if choice == 3:
        op = rng.choice(["=", "!="])
        return f"({text(rng, depth - 1)} {op} {text(rng, depth - 1)})"
    if choice == 4:
        op = rng.choice(["and", "or"])
        return f"({boolean(rng, depth - 1)} {op} {boolean(rng, depth - 1)})"
    if choice == 5:
        return f"not({boolean(rng, depth - 1)})"
    if choice == 6:
        return f"contains({text(rng, depth - 1)}, {text(rng, depth - 1)})"
    return f"starts-with({text(rng, depth - 1)}, {text(rng, depth - 1)})"


def value_of(result):
    if isinstance(result, bool):
        return {"kind": "boolean", "value": result}
    if isinstance(result, str):
        return {"kind": "string", "value": result}
    if isinstance(result, list):
        if len(result) != 1:
            return None
        return value_of(result[0])
    as_float = float(result)
    if as_float != as_float:
        return {"kind": "number", "value": "NaN"}
    if as_float in (float("inf"), float("-inf")):
        return {"kind": "number", "value": "Infinity" if as_float > 0 else "-Infinity"}
    return {"kind": "number", "value": as_float}


def main():
    seed, count = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    root = ElementTree.XML("<r/>")
    for _ in range(count):
        kind = rng.choice([number, text, boolean])
        expression = kind(rng, rng.randint(1, 4))
        fields = {name: rng.choice(FIELD_VALUES) for name in FIELDS}
        # elementpath names a variable $a where XLSForm writes ${a}.
        its_form = expression
        for name in FIELDS:
            its_form = its_form.replace("${" + name + "}", "$" + name)
        try:
            result = elementpath.select(root, its_form, variables=fields, parser=elementpath.XPath1Parser)
        except Exception:  # noqa: BLE001 -- a case the oracle refuses is left out
            continue
        value = value_of(result)
        if value is not None:
            print(json.dumps({"expression": expression, "fields": fields, **value}, ensure_ascii=False))


main()
