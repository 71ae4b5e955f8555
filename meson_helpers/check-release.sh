#!/bin/sh
# Checks that the newest <release> in METAINFO is VERSION (AppPaths.version,
# what `typeahead --version` prints).
# Usage: check-release.sh METAINFO VERSION
set -eu
newest=$(grep -m1 -o '<release [^>]*version="[^"]*"' "$1" | sed 's/.*version="\([^"]*\)"/\1/')
if [ "$newest" != "$2" ]; then
    echo "$1: the newest release is '$newest', but the app's version is '$2' (Sources/TypeaheadEngine/Files/AppPaths.swift)" >&2
    exit 1
fi
echo "newest release $newest = app version"
