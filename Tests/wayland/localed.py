#!/usr/bin/python3
# Stands in for systemd-localed, which a desktop has on its system bus:
# mutter's default plugin asks org.freedesktop.locale1 for the keyboard
# layout (X11Layout, X11Variant, X11Options) once, as it starts as a
# Wayland compositor, and loads that keymap. The scenarios have no system
# bus, so lib.sh points mutter's at the scenario's session bus, where this
# answers with the scenario's keymap ("# keymap: LAYOUT VARIANT OPTIONS").
# Usage: localed.py LAYOUT [VARIANT [OPTIONS]]; prints "ok ready" once the
# name is owned (mutter must start after that), "error ..." otherwise.
import sys

from gi.repository import Gio, GLib

INTERFACE = """
<node><interface name="org.freedesktop.locale1">
  <property name="Locale" type="as" access="read"/>
  <property name="X11Layout" type="s" access="read"/>
  <property name="X11Model" type="s" access="read"/>
  <property name="X11Variant" type="s" access="read"/>
  <property name="X11Options" type="s" access="read"/>
  <property name="VConsoleKeymap" type="s" access="read"/>
  <property name="VConsoleKeymapToggle" type="s" access="read"/>
</interface></node>
"""


def main():
    layout, variant, options = (sys.argv[1:] + ["", "", ""])[:3]
    values = {
        "Locale": GLib.Variant("as", ["LANG=C.UTF-8"]),
        "X11Layout": GLib.Variant("s", layout or "us"),
        "X11Model": GLib.Variant("s", "pc105"),
        "X11Variant": GLib.Variant("s", variant),
        "X11Options": GLib.Variant("s", options),
        "VConsoleKeymap": GLib.Variant("s", ""),
        "VConsoleKeymapToggle": GLib.Variant("s", ""),
    }
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    interface = Gio.DBusNodeInfo.new_for_xml(INTERFACE).interfaces[0]
    bus.register_object("/org/freedesktop/locale1", interface, None,
                        lambda _bus, _sender, _path, _interface, name: values.get(name), None)
    loop = GLib.MainLoop()

    def lost(*_):
        print("error org.freedesktop.locale1 is owned by another", flush=True)
        loop.quit()

    Gio.bus_own_name_on_connection(bus, "org.freedesktop.locale1", Gio.BusNameOwnerFlags.NONE,
                                   lambda *_: print("ok ready", flush=True), lost)
    loop.run()


if __name__ == "__main__":
    main()
