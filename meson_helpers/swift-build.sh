#!/usr/bin/env bash
# Builds the app with SwiftPM in release mode and copies the executable where
# meson expects it. Called by meson.build's custom_target on every `ninja`
# (SwiftPM knows better than meson what changed; a build with nothing to do
# takes a few seconds).
# Usage: swift-build.sh SOURCE_ROOT SCRATCH_PATH OUTPUT [static|shared]
# With `static` (meson's static_swift_stdlib option), the Swift runtime and
# Foundation are linked in, so the executable needs no toolchain to run.
set -euo pipefail
source_root=$1 scratch=$2 output=$3 runtime=${4:-shared}
swift=${SWIFT:-swift}
flags=(-c release --product typeahead --package-path "$source_root" --scratch-path "$scratch")
[ "$runtime" = shared ] || flags+=(--static-swift-stdlib)
"$swift" build "${flags[@]}"
bin=$("$swift" build "${flags[@]}" --show-bin-path)
cp -f "$bin/typeahead" "$output.tmp"
mv -f "$output.tmp" "$output"
