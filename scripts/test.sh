#!/usr/bin/env bash
# All the tests: the core's Swift Testing suite, then the real app under Xvfb.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
swift build
swift test
bash Tests/gui/run.sh
# Each fuzz target for 10 s (docs/ARCHITECTURE.md, "Hardening").
bash scripts/fuzz.sh 10
