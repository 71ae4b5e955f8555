# A clipboard owner that answers slowly: it holds argv[1] on the clipboard
# and on the primary selection, and takes argv[2] seconds to hand it over
# each time it is read, as a busy app does. It writes "active yes" to the
# file argv[3], as a line of the app's trace (the Wayland tier's keyboard
# waits for it), when its window has the keyboard; and "owned yes" each
# time it has taken both: then, and again on any key pressed in it
# (Wayland lets an app take the clipboard only in answer to input). Run
# with Debian's python3 (GTK's own bindings).
import sys
import time

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, GObject, Gtk  # noqa: E402

text, delay, trace = sys.argv[1], float(sys.argv[2]), sys.argv[3]


class SlowText(Gdk.ContentProvider):
    """Text that GDK converts to each format asked for, once it has it."""

    def do_ref_formats(self):
        return Gdk.ContentFormats.new_for_gtype(GObject.TYPE_STRING)

    def do_get_value(self):
        time.sleep(delay)  # the owner is busy: the reader waits
        return True, text


def said(event, detail):
    with open(trace, "a") as f:
        f.write("0\t%s\t%s\n" % (event, detail))


def activated(window):
    if window.is_active():
        said("active", "yes")
        take(window)


def take(window):
    display = window.get_display()
    display.get_clipboard().set_content(SlowText())
    display.get_primary_clipboard().set_content(SlowText())
    said("owned", "yes")


def activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Clipboard owner")
    keys = Gtk.EventControllerKey()
    keys.connect("key-pressed", lambda *_: take(window) or True)
    window.add_controller(keys)
    window.connect("notify::is-active", lambda w, _: activated(w))
    window.present()


app = Gtk.Application(application_id="org.typeahead.tests.SlowClipboard")
app.connect("activate", activate)
app.run([])
