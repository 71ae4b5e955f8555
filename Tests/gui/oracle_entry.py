# A plain GtkEntry in a window titled "Oracle": the reference for what keys
# type. It writes its text to the file named by its first argument each time
# the text changes. With a second argument, it holds that text from the
# start (to copy it); with a third, it writes "active yes" there, as the
# app's trace does, once its window has the keyboard (the Wayland tier's
# keyboard waits for that line). Run with Debian's python3 (GTK's own
# bindings).
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gio, Gtk  # noqa: E402

out = sys.argv[1]
initial = sys.argv[2] if len(sys.argv) > 2 else ""
trace = sys.argv[3] if len(sys.argv) > 3 else None


def write(entry):
    with open(out + ".tmp", "w") as f:
        f.write(entry.get_text())
    os.replace(out + ".tmp", out)


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Oracle")
    entry = Gtk.Entry(text=initial)
    entry.connect("changed", write)
    window.set_child(entry)
    write(entry)
    if trace:
        window.connect("notify::is-active", said_active)
    window.present()


def said_active(window, _):
    if window.is_active():
        with open(trace, "a") as f:
            f.write("0\tactive\tyes\n")


# Not unique: one may serve the clipboard while another types.
app = Gtk.Application(application_id="org.typeahead.Oracle", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", activate)
app.run([])
