#!/usr/bin/env bash
# The keying benchmark: a seeded "paper" batch (200 records by default) keyed
# into data/clinic.form.json, by an attentive keyer and by a keyer
# heads-down, into the form keyed attentive and heads-down. One JSON line
# each: keystrokes per record, keystrokes saved against typing every value
# out, stops (the bell), and wrong cities saved.
#   bash scripts/keying_bench.sh [--records N] [--seed S] [--modes attentive|heads-down|both] [--no-skip-filled]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product typeahead-bench >&2
exec .build/release/typeahead-bench keying "$@"
