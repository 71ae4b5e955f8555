"""The running app's accessible root, for the scripts that read its tree
(a11y_dump.py, a11y_tree.py)."""
import sys
import time

import pyatspi


def app_root(pid, seconds):
    """The accessible application of process `pid`, looked for every 0.1 s
    for `seconds` (the app joins the AT-SPI bus a moment after it starts);
    the script ends with a message if it never shows."""
    for _ in range(int(seconds * 10)):
        for app in pyatspi.Registry.getDesktop(0):
            try:
                if app and app.get_process_id() == pid:
                    return app
            except Exception:
                pass
        time.sleep(0.1)
    sys.exit("no accessible application with pid %d" % pid)
