#!/usr/bin/env bash
# Fuzzes the readers and the index with libFuzzer: scripts/fuzz.sh [SECONDS] [TARGET...]
# (`scripts/fuzz.sh build` only builds, so CI can build beside other work.)
# Each target runs SECONDS (default 60) at low priority; any crash, hang,
# sanitizer report or broken invariant fails the script, and the input that
# caused it is kept in .build-fuzz/artifacts/TARGET/ (turn it into a unit test).
# Seeds come from Tests/fuzz/corpus/TARGET; what the fuzzer finds new is kept
# in .build-fuzz/corpus/TARGET for the next run.
set -euo pipefail
cd "$(dirname "$0")/.."

build_only=false
[ "${1:-}" != build ] || { build_only=true; shift; }
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(delimited json jsonl form draft history index entries workbook expression)
out=.build-fuzz
binary=$out/typeahead-fuzz
mkdir -p "$out"

# One binary of the core and every target, with the layers below as the
# package has them (the engine, form files, then storage), each compiled once with
# coverage and AddressSanitizer; it picks the target from the name it runs
# as. The targets reach the layers' internals through `@testable import`.
layers=(TypeaheadEngine TypeaheadForms TypeaheadStorage)
sources=$(find Sources/TypeaheadCore Tests/fuzz/Sources -name '*.swift' | sort)
# The layers' C modules (gettext's <libintl.h>, zlib's <zlib.h>): their module maps are found on the include path.
modules="Sources/CIntl Sources/CZlib"
flags=(-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -I Sources/CIntl -I Sources/CZlib -I "$out/layers" -L "$out/layers")
layer_folders=("${layers[@]/#/Sources/}")
if [ ! -x "$binary" ] || [ -n "$(find "${layer_folders[@]}" $sources $modules -newer "$binary" | head -1)" ]; then
    echo "fuzz: building $binary"
    mkdir -p "$out/layers"
    linked=()
    for layer in "${layers[@]}"; do
        # shellcheck disable=SC2046
        nice -n 10 swiftc "${flags[@]}" "${linked[@]}" -enable-testing -module-name "$layer" \
            -emit-module -emit-module-path "$out/layers/$layer.swiftmodule" \
            -emit-library -static -o "$out/layers/lib$layer.a" $(find "Sources/$layer" -name '*.swift' | sort)
        linked+=("-l$layer")
    done
    # shellcheck disable=SC2086
    nice -n 10 swiftc "${flags[@]}" "${linked[@]}" -use-ld=lld -module-name TypeaheadFuzz $sources -o "$binary"
fi

$build_only && exit 0

# The Swift runtime's own crash reporter fights AddressSanitizer's; libFuzzer reports instead.
export SWIFT_BACKTRACE=enable=no
# Only the toolchain's own leaks are passed over; the file says which and why.
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt print_suppressions=0 ${LSAN_OPTIONS:-}"
failed=()
for target in "${targets[@]}"; do
    ln -sf typeahead-fuzz "$out/fuzz-$target"
    mkdir -p "$out/corpus/$target" "$out/artifacts/$target" "$out/logs"
    dictionary=()
    case $target in json|jsonl|form|draft|history|entries) dictionary=(-dict=Tests/fuzz/json.dict) ;; esac
    # A workbook is a few KB even when small.
    max_len=4096
    [ "$target" != workbook ] || max_len=16384
    log=$out/logs/$target.log
    status=0
    nice -n 10 "$out/fuzz-$target" "${dictionary[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len="$max_len" -print_final_stats=1 -artifact_prefix="$out/artifacts/$target/" \
        "$out/corpus/$target" "Tests/fuzz/corpus/$target" >"$log" 2>&1 || status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    if [ "$status" -eq 0 ]; then
        echo "fuzz: $target ok, ${runs:-?} inputs in ${seconds}s"
    else
        echo "fuzz: $target FAILED (status $status); see $log and $out/artifacts/$target/"
        grep -E "invariant broken|Fatal error|ERROR: |SUMMARY" "$log" | head -5 | sed 's/^/    /'
        failed+=("$target")
    fi
done
[ ${#failed[@]} -eq 0 ] || { echo "fuzz: failed: ${failed[*]}"; exit 1; }
