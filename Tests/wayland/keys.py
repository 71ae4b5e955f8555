#!/usr/bin/python3
# The Wayland tier's keyboard: one process per scenario that holds a
# org.gnome.Mutter.RemoteDesktop session on the scenario's own session bus
# and types through it (NotifyKeyboardKeysym), so that keys can really come
# 5 ms apart (one gdbus process per key could not).
#
# It reads one command a line on standard input and answers one line on
# standard output ("ok ..." or "error ..."):
#   keys DELAY_MS KEY...         presses each KEY (a key name, or names
#                                joined by "+": ctrl+Return, shift+Tab),
#                                one every DELAY_MS from the first
#   wait FILE EVENT DETAIL SECS  waits until the app's trace FILE
#                                (TYPEAHEAD_TRACE) holds a line with EVENT
#                                and DETAIL ("-" for any detail)
# It must run with Debian's /usr/bin/python3 (python3-gi).
import os
import sys
import time

from gi.repository import Gio, GLib

NAME = "org.gnome.Mutter.RemoteDesktop"
PATH = "/org/gnome/Mutter/RemoteDesktop"

# X keysyms by name; a single printable ASCII character is its own keysym.
KEYSYMS = {
    "space": 0x20, "Return": 0xFF0D, "BackSpace": 0xFF08, "Tab": 0xFF09,
    "ISO_Left_Tab": 0xFE20, "Escape": 0xFF1B, "Delete": 0xFFFF,
    "Home": 0xFF50, "Left": 0xFF51, "Up": 0xFF52, "Right": 0xFF53,
    "Down": 0xFF54, "End": 0xFF57,
    "ctrl": 0xFFE3, "Control_L": 0xFFE3, "shift": 0xFFE1, "Shift_L": 0xFFE1,
    "alt": 0xFFE9, "Alt_L": 0xFFE9, "Insert": 0xFF63, "F10": 0xFFC7,
    "quotedbl": 0x22, "apostrophe": 0x27, "period": 0x2E, "comma": 0x2C, "minus": 0x2D, "slash": 0x2F,
    # Composing keys: the scenario's keymap must have them (see lib.sh's
    # wl_start); mutter finds the key that makes each keysym.
    "Multi_key": 0xFF20, "dead_grave": 0xFE50, "dead_acute": 0xFE51,
    "dead_circumflex": 0xFE52, "dead_tilde": 0xFE53, "dead_diaeresis": 0xFE57,
}


def keysym(name):
    if name in KEYSYMS:
        return KEYSYMS[name]
    if len(name) == 1 and 0x20 < ord(name) < 0x7F:
        return ord(name)
    raise ValueError(f"no keysym for {name!r}")


class Keyboard:
    def __init__(self, bus, seconds=20):
        deadline = time.monotonic() + seconds
        # mutter owns the name once its compositor is up.
        while True:
            owner = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                  "NameHasOwner", GLib.Variant("(s)", (NAME,)), GLib.VariantType("(b)"),
                                  Gio.DBusCallFlags.NONE, 1000, None).unpack()[0]
            if owner:
                break
            if time.monotonic() > deadline:
                raise RuntimeError(f"{NAME} never appeared on the session bus")
            time.sleep(0.05)
        self.bus = bus
        self.session = self.call(PATH, "org.gnome.Mutter.RemoteDesktop", "CreateSession", None, "(o)")[0]
        self.call(self.session, "org.gnome.Mutter.RemoteDesktop.Session", "Start", None)
        # mutter makes its virtual devices on the first key: tap one, so
        # that the seat has a keyboard before the app starts.
        self.tap(["shift"])
        self.flush()

    def call(self, path, interface, method, args, reply=None):
        result = self.bus.call_sync(NAME, path, interface, method, args,
                                    GLib.VariantType(reply) if reply else None,
                                    Gio.DBusCallFlags.NONE, 5000, None)
        return result.unpack() if result is not None else None

    def notify(self, sym, pressed):
        # Sent without waiting for mutter's answer (no callback: no reply is
        # asked for), so that a busy compositor does not slow the typist;
        # one connection keeps the messages in order.
        self.bus.call(NAME, self.session, "org.gnome.Mutter.RemoteDesktop.Session", "NotifyKeyboardKeysym",
                      GLib.Variant("(ub)", (sym, pressed)), None, Gio.DBusCallFlags.NONE, -1, None, None)

    def flush(self):
        # An answered call after the keys: mutter has taken all of them.
        self.call(self.session, "org.freedesktop.DBus.Properties", "Get",
                  GLib.Variant("(ss)", ("org.gnome.Mutter.RemoteDesktop.Session", "SessionId")), "(v)")

    def tap(self, names):
        syms = [keysym(name) for name in names]
        for sym in syms:
            self.notify(sym, True)
        for sym in reversed(syms):
            self.notify(sym, False)

    def keys(self, delay_ms, keys):
        start = time.monotonic()
        for n, key in enumerate(keys):
            due = start + n * delay_ms / 1000
            now = time.monotonic()
            if due > now:
                time.sleep(due - now)
            self.tap(key.split("+") if len(key) > 1 else [key])
        sent = time.monotonic() - start
        self.flush()
        return sent, time.monotonic() - start


def wait_trace(path, event, detail, seconds):
    deadline = time.monotonic() + seconds
    seen = b""
    while time.monotonic() < deadline:
        try:
            with open(path, "rb") as trace:
                seen = trace.read()
        except FileNotFoundError:
            pass
        for line in seen.splitlines():
            fields = line.decode("utf-8", "replace").split("\t")
            if len(fields) >= 3 and fields[1] == event and (detail == "-" or fields[2] == detail):
                return True
        time.sleep(0.002)
    return False


def main():
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    try:
        keyboard = Keyboard(bus)
    except Exception as error:  # reported to the scenario, which fails
        print(f"error {error}", flush=True)
        return 1
    print("ok ready", flush=True)
    for line in sys.stdin:
        words = line.split()
        try:
            if words and words[0] == "keys":
                sent, taken = keyboard.keys(int(words[1]), words[2:])
                print(f"ok {len(words) - 2} keys sent in {sent * 1000:.0f} ms, taken by mutter in {taken * 1000:.0f} ms",
                      flush=True)
            elif words and words[0] == "wait":
                found = wait_trace(words[1], words[2], words[3], float(words[4]))
                print("ok" if found else f"error no {words[2]} {words[3]} in the trace within {words[4]} s", flush=True)
            else:
                print(f"error unknown command {line.strip()!r}", flush=True)
        except Exception as error:
            print(f"error {error}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
