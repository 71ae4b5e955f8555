"""Prints the accessible tree of the running Typeahead (pid in argv[1]) as
AT-SPI carries it, one object a line: `ROLE|NAME|DESCRIPTION|STATES|TEXT`,
the states sorted and comma-separated, TEXT an entry's content (editable or not),
indented two spaces a level. Only what
is showing is printed (a hidden spinner, a closed list's rows are not),
unless argv[2] is "all". lib.sh's a11y_* helpers grep this; nothing here
decides what is right."""
import sys

import pyatspi

from a11y_app import app_root

pid = int(sys.argv[1])
show_all = len(sys.argv) > 2 and sys.argv[2] == "all"
# With "caret NAME": only the caret offset of the editable text NAME and
# its selection, "CARET START-END" (or "CARET -" with nothing selected).
caret_of = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "caret" else None
# With "middle NAME": the middle of the editable text NAME in its window,
# "X Y" (to click there).
middle_of = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "middle" else None
# With "button NAME": the middle of the visible button whose name ends
# with NAME, "X Y" in its window (to click there).
button_of = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "button" else None
# With "box ROLE NAME": where the visible object ROLE named NAME is in its
# window, "X Y WIDTH HEIGHT"; with "parent-box ROLE NAME", where its parent is
# (the scrolled pane that shows a list, say).
box_of = (sys.argv[3], sys.argv[4]) if len(sys.argv) > 4 and sys.argv[2] in ("box", "parent-box") else None
box_of_parent = len(sys.argv) > 2 and sys.argv[2] == "parent-box"


def states(obj):
    return sorted(pyatspi.stateToString(s) for s in obj.getState().getStates())


def walk(obj, depth):
    try:
        found = states(obj)
        if not show_all and depth > 1 and "visible" not in found:
            return
        text = ""
        # A read-only entry (a calculated value) is a text too.
        if "editable" in found or obj.getRoleName() == "text":
            try:
                content = obj.queryText()
                text = content.getText(0, content.characterCount)
            except NotImplementedError:
                pass
        line = "%s|%s|%s|%s|%s" % (obj.getRoleName(), obj.name or "", (obj.description or "").replace("\n", " "),
                                   ",".join(found), text)
        print("  " * depth + line)
        for child in obj:
            if child is not None:
                walk(child, depth + 1)
    except Exception as error:  # an object gone while we read it
        print("  " * depth + "gone|%s" % error)


def find(obj, wanted):
    """The first object, depth first, for which `wanted` is true."""
    if wanted(obj):
        return obj
    for child in obj:
        if child is not None:
            found = find(child, wanted)
            if found is not None:
                return found
    return None


def find_text(obj, name):
    return find(obj, lambda o: o.name == name and "editable" in states(o))


if caret_of is not None:
    field = find_text(app_root(pid, 5), caret_of)
    if field is None:
        sys.exit("no editable text named %r" % caret_of)
    text = field.queryText()
    selected = [text.getSelection(i) for i in range(text.getNSelections())]
    selected = [(a, b) for a, b in selected if a != b]
    print(text.caretOffset, "%d-%d" % selected[0] if selected else "-")
    sys.exit(0)

def find_button(obj, name):
    return find(obj, lambda o: o.getRoleName() in ("push button", "button") and (o.name or "").endswith(name)
                and "visible" in states(o))


def print_middle(obj, what):
    """Prints the middle of `obj` in its window, "X Y", and ends."""
    if obj is None:
        sys.exit("no %s" % what)
    box = obj.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    print(box.x + box.width // 2, box.y + box.height // 2)
    sys.exit(0)


if button_of is not None:
    print_middle(find_button(app_root(pid, 5), button_of), "visible button named %r" % button_of)

if box_of is not None:
    role, name = box_of
    found = find(app_root(pid, 5), lambda o: o.getRoleName() == role and o.name == name and "visible" in states(o))
    if found is None:
        sys.exit("no visible %s named %r" % box_of)
    if box_of_parent:
        found = found.parent
    box = found.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    print(box.x, box.y, box.width, box.height)
    sys.exit(0)

if middle_of is not None:
    print_middle(find_text(app_root(pid, 5), middle_of), "editable text named %r" % middle_of)

walk(app_root(pid, 5), 0)
