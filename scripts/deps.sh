#!/usr/bin/env bash
# Installs what building and testing Typeahead needs, if anything is missing:
# GTK 4 headers, Xvfb, xdotool and ImageMagick for the end-to-end tests, and
# meson and the desktop validators for the install test.
set -euo pipefail

missing=()
pkg-config --exists gtk4 2>/dev/null || missing+=(libgtk-4-dev)
pkg-config --exists libadwaita-1 2>/dev/null || missing+=(libadwaita-1-dev)
command -v xvfb-run >/dev/null || missing+=(xvfb)
command -v xauth >/dev/null || missing+=(xauth)
command -v xdotool >/dev/null || missing+=(xdotool)
command -v import >/dev/null || missing+=(imagemagick)
command -v python3 >/dev/null || missing+=(python3)
[ -n "$(fc-list 2>/dev/null)" ] || missing+=(fonts-cantarell fonts-dejavu-core)
[ -d /usr/share/icons/Adwaita ] || missing+=(adwaita-icon-theme)
# The desktop install and its checks (Tests/install/run.sh).
command -v meson >/dev/null || missing+=(meson)
command -v ninja >/dev/null || missing+=(ninja-build)
command -v desktop-file-validate >/dev/null || missing+=(desktop-file-utils)
command -v appstreamcli >/dev/null || missing+=(appstream)
command -v update-mime-database >/dev/null || missing+=(shared-mime-info)
command -v gio >/dev/null || missing+=(libglib2.0-bin)
command -v gtk4-launch >/dev/null || missing+=(libgtk-4-bin)
# The screen reader scenarios (Tests/gui/orca.sh): Orca headless on a bus of
# their own, and pyatspi (Debian's python3) to read the accessible tree.
command -v orca >/dev/null || missing+=(orca)
command -v speech-dispatcher >/dev/null || missing+=(speech-dispatcher)
[ -x /usr/libexec/at-spi-bus-launcher ] || missing+=(at-spi2-core)
command -v dbus-launch >/dev/null || missing+=(dbus-x11)
/usr/bin/python3 -c "import pyatspi" 2>/dev/null || missing+=(python3-pyatspi)
command -v gsettings >/dev/null || missing+=(libglib2.0-bin)
# A window manager, as on a desktop: Orca follows a new window's activation.
command -v metacity >/dev/null || missing+=(metacity)
command -v xprop >/dev/null || missing+=(x11-utils)

# The remote-source scenario (remote_datasette) and scripts/serve-cities.sh:
# a real Datasette, from PyPI.
if ! command -v datasette >/dev/null || ! command -v sqlite-utils >/dev/null; then
    python3 -m pip install -q datasette sqlite-utils >/dev/null 2>&1 \
        || python3 -m pip install -q --break-system-packages datasette sqlite-utils >/dev/null 2>&1 || true
fi

[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q >/dev/null
$sudo apt-get install -y -q "${missing[@]}" >/dev/null
