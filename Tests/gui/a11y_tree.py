"""Checks the accessible tree of the running Typeahead (pid in argv[1]) as
AT-SPI carries it: field names, states, relations, the list and its rows.
Run by scenarios/screen_reader_tree.sh; prints what it found, fails with
status 1 and the reason."""
import sys
import time

import pyatspi

from a11y_app import app_root

pid = int(sys.argv[1])
checks = sys.argv[2:]


def walk(obj, depth=0):
    yield obj, depth
    for child in obj:
        if child is not None:
            yield from walk(child, depth + 1)


def states(obj):
    return {pyatspi.stateToString(s) for s in obj.getState().getStates()}


def relations(obj):
    found = {}
    for relation in obj.getRelationSet():
        name = str(relation.getRelationType()).split("RELATION_")[-1].split(" ")[0].lower()
        found[name] = [relation.getTarget(i).name for i in range(relation.getNTargets())]
    return found


def describe(obj):
    return "%s %r desc=%r states=%s relations=%s" % (
        obj.getRoleName(), obj.name, obj.description, sorted(states(obj)), relations(obj))


failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)


if "busy" in checks:
    # The header's spinner while keys wait: a progress bar, named and busy
    # (GTK 4.8's own spinner role is WIDGET, an unnamed graphic to Orca).
    # It turns only while the index builds, so the tree is read until then.
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            found = [obj for obj, _ in walk(app_root(pid, 10)) if obj.name == "Waiting for suggestions"]
        except Exception:
            found = []
        if found and "busy" in states(found[0]):
            print(describe(found[0]))
            if found[0].getRoleName() != "progress bar":
                sys.exit("the spinner is a %s, not a progress bar" % found[0].getRoleName())
            print("a11y tree: the spinner is a busy progress bar")
            sys.exit(0)
    sys.exit("no busy spinner named 'Waiting for suggestions' within 20 s")

tree = list(walk(app_root(pid, 10)))
for obj, depth in tree:
    print("  " * depth + describe(obj))

entries = {obj.name: obj for obj, _ in tree if obj.getRoleName() == "text" and "editable" in states(obj)}
expect(set(entries) >= {"Pilot", "City", "Country"}, "fields named by their label alone: %s" % sorted(entries))
expect(not any("*" in name for name in entries), "no field name holds the '*'")
pilot, city, country = entries.get("Pilot"), entries.get("City"), entries.get("Country")
if pilot and city and country:
    # GTK 4.8 does not carry REQUIRED, AUTOCOMPLETE or HAS_POPUP to AT-SPI
    # (the app sets them for newer GTK); it carries the rest.
    expect("expandable" in states(city), "City can expand (its list)")
    expect(relations(city).get("controller_for") == ["Suggestions"], "City controls its list: %s" % relations(city))
    expect("controller_for" not in relations(pilot), "Pilot, without suggestions, controls no list")
    if "invalid" in checks:
        expect("invalid entry" in states(city) or "invalid_entry" in states(city) or "invalid" in states(city),
               "City is invalid: %s" % sorted(states(city)))
        error = [t for t in relations(city).get("described_by", []) + relations(city).get("error_message", [])]
        expect(any("Choose one of the suggested values" in (t or "") for t in error),
               "City's error is linked (described-by / error-message): %s" % relations(city))
    else:
        expect("invalid entry" not in states(city) and "invalid_entry" not in states(city), "City is valid")
# The header's buttons are named as they read: GTK 4.8 named them by the
# mnemonic as written and by the label inside ("_Save Save"), and a menu
# button by its type ("GtkMenuButton").
buttons = [obj.name for obj, _ in tree if obj.getRoleName() in ("push button", "toggle button")]
expect({"Open", "Save", "Main Menu"} <= set(buttons), "the header's buttons named Open, Save, Main Menu: %s" % buttons)
# (A toast's close button, libadwaita's own, is still named "GtkImage".)
expect(not any("_" in name or "GtkMenuButton" in name for name in buttons),
       "no button named by a mnemonic or its type: %s" % buttons)
lists = [obj for obj, _ in tree if obj.getRoleName() == "list" and obj.name == "Suggestions"]
if "open" in checks:
    expect(lists, "a list box named Suggestions")
    rows = [child for child in (lists[0] if lists else []) if child is not None]
    names = [row.name for row in rows]
    expect(names[:3] == ["Zürich, Zürich, Switzerland, 1 of 3", "Zagreb, City of Zagreb, Croatia, 2 of 3",
                         "Zug, Zug, Switzerland, 3 of 3"], "rows named with detail and place: %s" % names)
    expect(all(row.getRoleName() == "list item" for row in rows), "rows are list items")
    expect(rows and "selected" in states(rows[0]), "the highlighted row is selected")
    expect("expanded" in states(city), "City's list is expanded")
    expect(city.description == "3 suggestions", "the count is in City's description: %r" % city.description)
if "draft" in checks and city:
    # The draft was left in City (the invalid value held the focus there):
    # it goes on there, and says so there.
    expect("focused" in states(city), "the restored draft goes on in City, where it was left")
    expect("Restored the entry you had not saved" in city.description,
           "the restored draft is announced in the field it goes on in: %r" % city.description)

if failures:
    print("\n".join("FAIL: " + f for f in failures), file=sys.stderr)
    sys.exit(1)
print("a11y tree: all checks passed")
