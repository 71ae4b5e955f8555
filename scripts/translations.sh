#!/bin/bash
# The gettext catalogue of Typeahead (po/), without meson:
#   bash scripts/translations.sh pot [DIR] regenerates po/typeahead.pot and po/POTFILES from
#                                          the sources (into DIR instead, for a check)
#   bash scripts/translations.sh update    merges the .pot into every po/LANG.po
#   bash scripts/translations.sh compile   compiles po/LANG.po into .build/locale, where
#                                          `swift run typeahead` finds them
#   bash scripts/translations.sh check     msgfmt --check --statistics of every po/LANG.po
# meson does the same with the i18n module (po/meson.build: typeahead-pot,
# typeahead-update-po, and the .mo files it installs).
set -euo pipefail
cd "$(dirname "$0")/.."

# xgettext's arguments, those meson's i18n module gives it too (po/meson.build).
# Swift has no xgettext parser: xgettext reads a .swift file as C, whose
# string literals Swift's are (it says so for each file: that is left out),
# with the marker functions of Sources/TypeaheadEngine/Translation as keywords.
mapfile -t XGETTEXT_ARGS <po/xgettext-arguments
XGETTEXT_ARGS+=(--package-name=typeahead --msgid-bugs-address=https://typeahead.invalid/issues)
# What the desktop shows of the app, merged with the translations when installed.
DESKTOP_FILES=(meson_helpers/org.typeahead.Typeahead.desktop.in meson_helpers/org.typeahead.Typeahead.metainfo.xml.in)

pot() {
    local dir=${1:-po}
    # POTFILES: every source that marks a message, and the desktop's files, one path a line.
    { grep -rlE 'translated(Plural|WithContext)?\(' Sources --include='*.swift' | grep -vE '/Translation/(Translated|Words).swift' | sort
      printf '%s\n' "${DESKTOP_FILES[@]}"; } >"$dir/POTFILES"
    xgettext "${XGETTEXT_ARGS[@]}" --files-from="$dir/POTFILES" --output="$dir/typeahead.pot" \
        2> >(grep -v "extension 'swift' is unknown; will try C" >&2)
    # The date changes every run: left out, so an unchanged catalogue stays unchanged.
    sed -i '/^"POT-Creation-Date:/d' "$dir/typeahead.pot"
}

languages() { grep -v '^#' po/LINGUAS | tr ' ' '\n' | grep -v '^$' || true; }

case "${1:-}" in
pot) pot "${2:-}" ;;
update)
    pot
    for lang in $(languages); do msgmerge --quiet --update --backup=none "po/$lang.po" po/typeahead.pot; done
    ;;
compile)
    for lang in $(languages); do
        mkdir -p ".build/locale/$lang/LC_MESSAGES"
        msgfmt --check -o ".build/locale/$lang/LC_MESSAGES/typeahead.mo" "po/$lang.po"
    done
    ;;
check)
    for lang in $(languages); do
        echo -n "$lang: "
        msgfmt --check --statistics -o /dev/null "po/$lang.po" 2>&1
    done
    ;;
*) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
