#!/usr/bin/env bash
# All the tests: the core's Swift Testing suite, the desktop install, then the
# real app under Xvfb (as built, and as installed).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
swift build
swift test
# Install with meson (a release build) into a temporary prefix and check it;
# the GUI scenarios installed_demo_form and desktop_entry_launch start it.
install_root=$(mktemp -d)
trap 'rm -rf "$install_root"' EXIT
bash Tests/install/run.sh "$install_root/prefix"
TYPEAHEAD_PREFIX="$install_root/prefix" bash Tests/gui/run.sh
# Each fuzz target for 10 s (docs/ARCHITECTURE.md, "Hardening").
bash scripts/fuzz.sh 10
