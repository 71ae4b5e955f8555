#!/usr/bin/env bash
# Installs Typeahead with meson into PREFIX, as `meson setup build && meson
# install -C build` does into /usr/local, and checks what a desktop needs:
# every file in its place, the desktop entry and metainfo valid, the MIME
# database updated after the install (and left alone under DESTDIR), the
# file types resolving to Typeahead's own, the installed binary's version,
# the GSettings schema compiled and the window's size kept in it.
# The GUI scenarios installed_demo_form and desktop_entry_launch then start
# the installed app (scripts/test.sh passes them TYPEAHEAD_PREFIX=PREFIX).
#
# The meson build folder is .build-meson/ (ignored by git), kept between runs
# so SwiftPM's release build in .build-meson/swift is reused: the first run
# builds the release binary (about half a minute on two cores when the
# machine is quiet), later runs only check it.
# Usage: bash Tests/install/run.sh PREFIX   (an absolute path outside the checkout)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
prefix=${1:?usage: Tests/install/run.sh PREFIX}
case $prefix in /*) ;; *) echo "install: PREFIX must be absolute" >&2; exit 2 ;; esac
case $prefix/ in "$ROOT"/*)
    # From inside the checkout the app would find the source tree's data/.
    echo "install: PREFIX must be outside the checkout" >&2; exit 2 ;;
esac
build=$ROOT/.build-meson
id=org.typeahead.Typeahead
share=$prefix/share
log=$(mktemp)
scratch=$(mktemp -d)
trap 'rm -rf "$log" "$scratch"' EXIT

fail() { echo "install: FAIL: $*" >&2; exit 1; }
# step NAME COMMAND... : runs COMMAND, its output shown only when it fails.
step() {
    local name=$1; shift
    if "$@" >"$log" 2>&1; then
        echo "install: ok   $name"
    else
        sed 's/^/    /' "$log" >&2
        fail "$name"
    fi
}

started=$SECONDS
if [ -f "$build/build.ninja" ]; then
    step "meson configure --prefix $prefix" meson configure "$build" -Dprefix="$prefix"
else
    step "meson setup --prefix $prefix" meson setup "$build" --prefix "$prefix"
fi
step "meson install (release build: $build/swift)" meson install -C "$build"
echo "install: built and installed in $((SECONDS - started)) s"
step "meson test" meson test -C "$build" --no-rebuild --print-errorlogs

# Every file in its place.
expected=(bin/typeahead
    "share/applications/$id.desktop" "share/metainfo/$id.metainfo.xml" "share/mime/packages/$id.xml"
    "share/icons/hicolor/scalable/apps/$id.svg" "share/icons/hicolor/symbolic/apps/$id-symbolic.svg"
    share/typeahead/README.md share/typeahead/form.schema.json share/typeahead/entry.schema.json
    share/licenses/typeahead/LICENSE)
for file in data/*.tsv data/*.form.json data/*.xlsx; do expected+=("share/typeahead/${file#data/}"); done
expected+=("share/bash-completion/completions/typeahead" "share/zsh/vendor-completions/_typeahead"
    "share/fish/vendor_completions.d/typeahead.fish" "share/man/man1/typeahead.1")
expected+=("share/glib-2.0/schemas/$id.gschema.xml" share/glib-2.0/schemas/gschemas.compiled)
# The translations, one catalogue and one man page a language of po/LINGUAS.
for lang in $(grep -v '^#' po/LINGUAS); do
    expected+=("share/locale/$lang/LC_MESSAGES/typeahead.mo" "share/man/$lang/man1/typeahead.1")
done
for file in "${expected[@]}"; do
    [ -f "$prefix/$file" ] || fail "$prefix/$file was not installed (is it listed in meson.build?)"
done
[ -x "$prefix/bin/typeahead" ] || fail "bin/typeahead is not executable"
echo "install: ok   ${#expected[@]} files in place"

step "desktop-file-validate" desktop-file-validate "$share/applications/$id.desktop"
step "appstreamcli validate --no-net" appstreamcli validate --no-net "$share/metainfo/$id.metainfo.xml"
# The desktop entry and the metainfo carry the translations (i18n.merge_file).
grep -qx 'GenericName\[de\]=Formulareingabe' "$share/applications/$id.desktop" \
    || fail "the installed desktop entry has no German GenericName (po/ not merged?)"
for lang in $(grep -v '^#' po/LINGUAS); do
    grep -q "<summary xml:lang=\"$lang\">" "$share/metainfo/$id.metainfo.xml" \
        || fail "the installed metainfo has no summary in '$lang' (po/ not merged?)"
done
echo "install: ok   the desktop entry and the metainfo are translated"
# The installed app finds its catalogue beside it: --help in German.
LANGUAGE=de LANG=de_DE.UTF-8 "$prefix/bin/typeahead" --help | grep -q '^Aufruf: typeahead' \
    || fail "the installed app's --help is not German under LANGUAGE=de (share/locale not found?)"
echo "install: ok   --help in German from share/locale"
# `man typeahead` says every line --help says.
MANWIDTH=200 man -l "$share/man/man1/typeahead.1" 2>/dev/null | col -bx >"$scratch/man.txt"
while read -r line; do
    [ -z "$line" ] || grep -qF -- "$line" "$scratch/man.txt" || fail "the man page lacks the help's line: $line"
done < <("$prefix/bin/typeahead" --help | sed 's/^Usage: //; s/^ *//')
echo "install: ok   the man page says what --help says"
# The German man page says what the German --help says, under German headings.
in_german() { LANGUAGE=de LC_ALL=C.UTF-8 "$@"; }
in_german env MANWIDTH=200 man -l "$share/man/de/man1/typeahead.1" 2>/dev/null | col -bx >"$scratch/man-de.txt"
grep -q '^ÜBERSICHT' "$scratch/man-de.txt" || fail "the German man page has no ÜBERSICHT (SYNOPSIS)"
while read -r line; do
    [ -z "$line" ] || grep -qF -- "$line" "$scratch/man-de.txt" || fail "the German man page lacks the German help's line: $line"
done < <(in_german "$prefix/bin/typeahead" --help | sed 's/^Aufruf: //; s/^ *//')
[ "$(MANPATH="$share/man" LANGUAGE=de man -w typeahead)" = "$share/man/de/man1/typeahead.1" ] \
    || fail "LANGUAGE=de man typeahead does not open share/man/de"
echo "install: ok   LANGUAGE=de man typeahead: what the German --help says"
# The shell completes the commands, --format's values and FILE's files.
completed=$(cd "$scratch" && touch trip.form.json notes.txt && bash -c '
    source "$1"
    complete_at() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _typeahead; echo "${COMPREPLY[*]}"; }
    complete_at typeahead ex; complete_at typeahead export --format ""; complete_at typeahead export tr' _ "$share/bash-completion/completions/typeahead")
[ "$completed" = $'export\ncsv jsonl xlsx\ntrip.form.json' ] || fail "bash completes: $completed"
echo "install: ok   bash completes commands, formats and form files"
# zsh and fish complete the same, where they are installed (scripts/deps.sh --tests).
expect=$'export\ncsv\njsonl\nxlsx\ntrip.form.json'
if command -v zsh >/dev/null; then
    completed=$(cd "$scratch" && for line in "typeahead ex" "typeahead export --format " "typeahead export tr"; do
        timeout 20 zsh -f "$ROOT/Tests/install/zsh-complete.zsh" "$share/zsh/vendor-completions" "$line"; done)
    [ "$completed" = "$expect" ] || fail "zsh completes: $completed"
    echo "install: ok   zsh completes commands, formats and form files"
fi
if command -v fish >/dev/null; then
    # fish loads a command's completion only if the command is on PATH; no
    # personal configuration or completions.
    completed=$(cd "$scratch" && PATH="$prefix/bin:$PATH" XDG_DATA_DIRS="$share" \
        XDG_CONFIG_HOME="$scratch/fish-config" XDG_DATA_HOME="$scratch/fish-data" fish -c \
        'complete -C "typeahead ex"; complete -C "typeahead export --format "; complete -C "typeahead export tr"')
    [ "$completed" = "$expect" ] || fail "fish completes: $completed"
    echo "install: ok   fish completes commands, formats and form files"
fi
# Each completion names every command and option --help names, so none drifts.
for word in $("$prefix/bin/typeahead" --help | grep -oE -- '--[a-z-]+|^ *(Usage: )?typeahead [a-z]+' | sed 's/.* //' | sort -u); do
    for file in bash-completion/completions/typeahead zsh/vendor-completions/_typeahead fish/vendor_completions.d/typeahead.fish; do
        # fish writes an option as `-l format`.
        pattern=$word
        [[ $file == *.fish && $word == --* ]] && pattern="-l ${word#--}"
        grep -qwF -- "$pattern" "$share/$file" || fail "$file does not complete $word, which --help names"
    done
done
echo "install: ok   the completions name every command and option of --help"
version=$("$prefix/bin/typeahead" --version)
version=${version#typeahead }
step "metainfo's newest release is $version, the installed app's version" \
    sh meson_helpers/check-release.sh "$share/metainfo/$id.metainfo.xml" "$version"

# The MIME database was updated by the install, and the types resolve, in a
# session that sees the prefix (and no personal XDG_DATA_HOME).
[ -f "$share/mime/mime.cache" ] || fail "update-mime-database did not run on $share/mime"
export XDG_DATA_HOME="$scratch/home-data" XDG_DATA_DIRS="$share:/usr/local/share:/usr/share"
export PATH="$prefix/bin:$PATH"
content_type() { gio info -a standard::content-type "$1" | sed -n 's/.*standard::content-type: //p'; }
echo '{"title": "T", "fields": [{"id": "a"}]}' >"$scratch/trip.form.json"
echo '[{"a": 1}]' >"$scratch/plain.json"
echo '{"a": 1}' >"$scratch/rows.jsonl"
for pair in trip.form.json=application/x-typeahead-form+json plain.json=application/json rows.jsonl=application/jsonl; do
    file=${pair%%=*} type=${pair#*=}
    [ "$(content_type "$scratch/$file")" = "$type" ] || fail "$file is '$(content_type "$scratch/$file")', not $type"
done
echo "install: ok   *.form.json is application/x-typeahead-form+json, *.jsonl application/jsonl, *.json still application/json"
for type in application/x-typeahead-form+json text/csv text/tab-separated-values application/json application/jsonl; do
    handlers=$(gio mime "$type")
    [[ $handlers == *"$id.desktop"* ]] || fail "gio does not offer $id.desktop for $type: $handlers"
done
echo "install: ok   gio offers $id.desktop for forms, CSV, TSV, JSON and JSON Lines"

# The window's size is kept in GSettings (the issue's "done when"): the
# installed app, resized and closed, leaves its width for `gsettings get`
# and opens the next window at it. dconf, a desktop's backend, on a session
# bus of its own whose one service is dconf, with a scratch XDG_CONFIG_HOME
# for its database: nothing of the person's own settings is read or written.
source "$ROOT/Tests/support/bus.sh"
mkdir -p "$scratch/services" "$scratch/config" "$scratch/home"
mkdir -m 700 "$scratch/runtime"
ln -s /usr/share/dbus-1/services/ca.desrt.dconf.service "$scratch/services/"
session_bus_config "unix:dir=$scratch/runtime" "$scratch/services" >"$scratch/bus.conf"
widths=$(HOME="$scratch/home" XDG_CONFIG_HOME="$scratch/config" XDG_RUNTIME_DIR="$scratch/runtime" \
    XDG_STATE_HOME="$scratch/state" XDG_CACHE_HOME="$scratch/cache" XDG_DATA_HOME="$scratch/home-data" \
    GSETTINGS_BACKEND=dconf timeout 120 dbus-run-session --config-file="$scratch/bus.conf" -- \
    xvfb-run -a -s "-screen 0 1024x800x24 -noreset" bash "$ROOT/Tests/install/window-size.sh" "$prefix" 2>"$log") \
    || { status=$?; sed 's/^/    /' "$log" >&2; fail "the installed app's window size in GSettings (status $status)"; }
[ "$widths" = $'500\n500' ] || fail "gsettings get window-width, then the next window's width: $widths (not 500 and 500)"
echo "install: ok   gsettings get org.typeahead.Typeahead window-width is 500 after the app closes; the next window opens 500 wide"

# A staged install (DESTDIR, as packages are built) leaves the caches alone.
step "DESTDIR install" env DESTDIR="$scratch/stage" meson install -C "$build" --no-rebuild
[ -f "$scratch/stage$share/mime/packages/$id.xml" ] || fail "the staged install lacks the MIME package"
[ ! -e "$scratch/stage$share/mime/mime.cache" ] || fail "update-mime-database ran on a DESTDIR install"
[ -f "$scratch/stage$share/glib-2.0/schemas/$id.gschema.xml" ] || fail "the staged install lacks the GSettings schema"
[ ! -e "$scratch/stage$share/glib-2.0/schemas/gschemas.compiled" ] || fail "glib-compile-schemas ran on a DESTDIR install"
echo "install: ok   under DESTDIR the MIME database and the GSettings schemas are not updated"
# Uninstalling removes what was installed (here the staged copy: meson's
# install log names the last install).
step "ninja uninstall" ninja -C "$build" uninstall
left=$(find "$scratch/stage" -type f 2>/dev/null || true)
[ -z "$left" ] || fail "uninstall left: $left"
echo "install: ok   uninstall removes every file"
echo "install: all checks passed in $((SECONDS - started)) s"
