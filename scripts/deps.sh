#!/usr/bin/env bash
# Installs what building and testing Typeahead needs, if anything is missing:
# GTK 4 headers, and Xvfb, xdotool and ImageMagick for the end-to-end tests.
set -euo pipefail

missing=()
pkg-config --exists gtk4 2>/dev/null || missing+=(libgtk-4-dev)
command -v xvfb-run >/dev/null || missing+=(xvfb)
command -v xauth >/dev/null || missing+=(xauth)
command -v xdotool >/dev/null || missing+=(xdotool)
command -v import >/dev/null || missing+=(imagemagick)
command -v python3 >/dev/null || missing+=(python3)
[ -n "$(fc-list 2>/dev/null)" ] || missing+=(fonts-cantarell fonts-dejavu-core)
[ -d /usr/share/icons/Adwaita ] || missing+=(adwaita-icon-theme)

[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q >/dev/null
$sudo apt-get install -y -q "${missing[@]}" >/dev/null
