#!/usr/bin/env bash
# The XLSForms nobody here wrote: the workbooks of pyxform's own tests
# (tests/example_xls and tests/bug_example_xls), from pyxform 1.0.0's source
# archive on PyPI, the last one that ships them. Prints the folder they are
# in; XLSFormOracleTests reads each as pyxform does (TYPEAHEAD_PYXFORM_CORPUS).
set -euo pipefail
cd "$(dirname "$0")/.."
folder=.build-corpus/pyxform
archive=pyxform-1.0.0.tar.gz
sha256=8e59c90588c9d00d2b6ef4f42393529bfbc69cb8fe8ea6314be441aa8032e041
if [ "$(find "$folder" -name '*.xlsx' 2>/dev/null | wc -l)" -lt 16 ]; then
    mkdir -p .build-corpus
    [ -f ".build-corpus/$archive" ] || python3 -m pip download -q --no-deps --no-binary :all: \
        --dest .build-corpus pyxform==1.0.0 >&2
    # A different archive under the same name would make the test's verdicts meaningless.
    echo "$sha256  .build-corpus/$archive" | sha256sum --check --quiet >&2
    rm -rf "$folder"
    mkdir -p "$folder"
    tar -xzf ".build-corpus/$archive" -C "$folder" --strip-components=3 --wildcards '*/tests/*example_xls/*.xlsx'
fi
echo "$PWD/$folder"
