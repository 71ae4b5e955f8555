#!/usr/bin/env bash
# Builds the app with SwiftPM in release mode and copies the executable where
# meson expects it. Called by meson.build's custom_target on every `ninja`
# (SwiftPM knows better than meson what changed; a build with nothing to do
# takes a few seconds).
# Usage: swift-build.sh SOURCE_ROOT SCRATCH_PATH OUTPUT
set -euo pipefail
source_root=$1 scratch=$2 output=$3
swift=${SWIFT:-swift}
flags=(-c release --product typeahead --package-path "$source_root" --scratch-path "$scratch")
"$swift" build "${flags[@]}"
bin=$("$swift" build "${flags[@]}" --show-bin-path)
cp -f "$bin/typeahead" "$output.tmp"
mv -f "$output.tmp" "$output"
