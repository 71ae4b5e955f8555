# A plain GtkEntry in a window titled "Oracle": the reference for what keys
# type. It writes its text to the file named by its argument each time the
# text changes. Run with Debian's python3 (GTK's own bindings).
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gtk  # noqa: E402

out = sys.argv[1]


def write(entry):
    with open(out + ".tmp", "w") as f:
        f.write(entry.get_text())
    os.replace(out + ".tmp", out)


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Oracle")
    entry = Gtk.Entry()
    entry.connect("changed", write)
    window.set_child(entry)
    write(entry)
    window.present()


app = Gtk.Application(application_id="org.typeahead.Oracle")
app.connect("activate", activate)
app.run([])
