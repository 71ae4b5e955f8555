"""A desktop session for a benchmarked app, as a person logged in to GNOME
has one: an X display of its own (Xvfb), a D-Bus session bus, and the
settings portal already running.

The bus and the portal matter. Without a session bus, GLib starts one per
launch (dbus-launch), and libadwaita's first call to the settings portal
then starts xdg-desktop-portal and waits for it: 150–300 ms that a launch in
a real session never pays, since the portal runs from login. So the portal
is started once here, before anything is measured.
"""
import os
import signal
import subprocess

PORTAL_READ = ["gdbus", "call", "--session", "--dest", "org.freedesktop.portal.Desktop",
               "--object-path", "/org/freedesktop/portal/desktop",
               "--method", "org.freedesktop.portal.Settings.Read", "org.freedesktop.appearance", "color-scheme"]


class DesktopSession:
    """Xvfb, a session bus and the portal; `env` is an app's environment in it."""

    def __init__(self, home=None, extra_env=None):
        self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        display = ":" + self.xvfb.stdout.readline().strip()
        env = dict(os.environ, DISPLAY=display, GDK_BACKEND="x11", GSK_RENDERER="cairo", GTK_A11Y="none",
                   NO_AT_BRIDGE="1")
        if home is not None:
            env.update(HOME=home, XDG_CACHE_HOME=home + "/cache", XDG_STATE_HOME=home + "/state",
                       XDG_CONFIG_HOME=home + "/config", XDG_DATA_HOME=home + "/data")
        env.update(extra_env or {})
        env.pop("WAYLAND_DISPLAY", None)
        # The bus's own process group, so that closing ends the services it started.
        self.bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"], env=env,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                    start_new_session=True)
        env["DBUS_SESSION_BUS_ADDRESS"] = self.bus.stdout.readline().strip()
        self.env = env
        # Started as at login; a machine without the portal runs the app without it.
        subprocess.run(PORTAL_READ, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=30)

    def close(self):
        try:
            os.killpg(self.bus.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        self.bus.wait()
        self.xvfb.terminate()
        self.xvfb.wait()
