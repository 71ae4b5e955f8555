#!/usr/bin/env bash
# Runs the Swift tests under ThreadSanitizer, then AddressSanitizer, each in
# its own build folder (.build-tsan, .build-asan) so the normal build is kept.
# Any report fails the run.
# Usage: scripts/sanitize.sh [build] [--with-postgres] [thread|address]...
# (`build` only builds the tests, so CI can build beside other work.)
# Without --with-postgres only the layers up to TypeaheadServices and their
# tests are built (TYPEAHEAD_SANITIZED_LAYERS in Package.swift): PostgreSQL,
# GTK and the executables are left out, so PostgresNIO and its BoringSSL are
# not compiled again under each sanitizer. Each build then takes about 80 s
# on two cores instead of over half an hour beside CI's GUI tiers.
set -euo pipefail
cd "$(dirname "$0")/.."

build_only=false
[ "${1:-}" != build ] || { build_only=true; shift; }
if [ "${1:-}" = --with-postgres ]; then
    shift
else
    export TYPEAHEAD_SANITIZED_LAYERS=1
fi
sanitizers=("$@")
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(thread address)
# A report is a failure, not a warning that scrolls by; the Swift runtime's
# crash reporter is off so the sanitizer's own report is the one printed.
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
export ASAN_OPTIONS="halt_on_error=1 detect_leaks=1 ${ASAN_OPTIONS:-}"
# Only the toolchain's own leaks are suppressed; the file says which and why.
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt print_suppressions=0 ${LSAN_OPTIONS:-}"
export SWIFT_BACKTRACE=enable=no
# A sanitizer slows every test (the whole suite: ThreadSanitizer 4.3 times,
# AddressSanitizer 2.5-2.9 times, measured here); the time limits and the
# tests' waits are multiplied by TYPEAHEAD_TEST_TIME_SCALE (TestTimeScale),
# so a slowed test is not mistaken for a stuck one.
for sanitizer in "${sanitizers[@]}"; do
    case $sanitizer in
        thread) scratch=.build-tsan scale=10 ;;
        address) scratch=.build-asan scale=4 ;;
        *) echo "sanitize: unknown sanitizer '$sanitizer' (thread or address)"; exit 2 ;;
    esac
    if $build_only; then
        echo "sanitize: swift build --build-tests --sanitize=$sanitizer"
        swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
        continue
    fi
    echo "sanitize: swift test --sanitize=$sanitizer (time limits x$scale)"
    started=$SECONDS
    TYPEAHEAD_TEST_TIME_SCALE=$scale swift test --sanitize="$sanitizer" --scratch-path "$scratch"
    echo "sanitize: $sanitizer clean in $((SECONDS - started)) s"
done
$build_only || echo "sanitize: clean"
