#!/bin/sh
# Run by `meson install`: refreshes the caches of the folders Typeahead
# installed into, with each tool that is there. Skipped when staging with
# DESTDIR (meson 1.0 has no skip_if_destdir for install scripts): a package's
# triggers do this on the machine it is installed on.
# Usage: post-install.sh DATADIR (absolute: PREFIX/share)
set -eu
datadir=$1
if [ -n "${DESTDIR:-}" ]; then
    echo "DESTDIR is set: not updating the MIME database, icon and desktop caches and GSettings schemas"
    exit 0
fi
if command -v update-mime-database >/dev/null; then
    echo "Updating the MIME database in $datadir/mime"
    update-mime-database "$datadir/mime"
else
    echo "update-mime-database (shared-mime-info) not found: *.form.json files will not be recognised" >&2
fi
for tool in gtk4-update-icon-cache gtk-update-icon-cache; do
    if command -v "$tool" >/dev/null; then
        echo "Updating the icon cache in $datadir/icons/hicolor"
        "$tool" -q -t -f "$datadir/icons/hicolor"
        break
    fi
done
if command -v update-desktop-database >/dev/null; then
    echo "Updating the desktop database in $datadir/applications"
    update-desktop-database -q "$datadir/applications"
fi
if command -v glib-compile-schemas >/dev/null; then
    echo "Compiling the GSettings schemas in $datadir/glib-2.0/schemas"
    glib-compile-schemas "$datadir/glib-2.0/schemas"
else
    echo "glib-compile-schemas (libglib2.0-bin) not found: the window's size will not be kept" >&2
fi
