#!/usr/bin/env bash
# Builds the Debian package typeahead_VERSION_ARCH.deb from this tree and
# prints its path as its last line.
#
# A release build with the Swift runtime and Foundation linked in (meson's
# static_swift_stdlib option), so the package needs no Swift toolchain; the
# files `meson install` installs, staged with DESTDIR under /usr; Depends
# computed by dpkg-shlibdeps from what the executable links; then lintian,
# which must find no error (the warnings it may give are explained in
# meson_helpers/debian/lintian-overrides). No maintainer scripts: Debian's
# triggers update the MIME, icon, desktop and GSettings caches.
#
# Usage: bash scripts/package-deb.sh [OUTPUT_FOLDER]   (default .build-deb)
# The maintainer is $DEBFULLNAME <$DEBEMAIL> when set (Debian's convention),
# else the committer of HEAD.
set -euo pipefail
cd "$(dirname "$0")/.."
tree=$PWD
out=$(mkdir -p "${1:-.build-deb}" && cd "${1:-.build-deb}" && pwd)
work=$tree/.build-deb

say() { echo "package-deb: $*" >&2; }
die() { echo "package-deb: FAIL: $*" >&2; exit 1; }

bash scripts/deps.sh --package

version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/TypeaheadEngine/Files/AppPaths.swift)
arch=$(dpkg --print-architecture)
maintainer="${DEBFULLNAME:-$(git log -1 --format=%cn)} <${DEBEMAIL:-$(git log -1 --format=%ce)}>"
# Dates in the package are the last commit's, so one tree gives one package.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct)}

# The build: meson's own, with the Swift runtime linked in.
if [ -f "$work/meson/build.ninja" ]; then
    meson configure "$work/meson" -Dprefix=/usr -Dstatic_swift_stdlib=true >/dev/null
else
    meson setup "$work/meson" --prefix=/usr --buildtype=release -Dstatic_swift_stdlib=true >/dev/null
fi
say "building (a release build: several minutes the first time)"
root=$work/root
rm -rf "$root"
DESTDIR=$root meson install -C "$work/meson" >"$work/install.log" 2>&1 \
    || { tail -30 "$work/install.log" >&2; die "meson install failed (log: $work/install.log)"; }

binary=$root/usr/bin/typeahead
# Nothing of the toolchain may be needed: no search path but SwiftPM's own
# $ORIGIN (which lintian allows), no Swift library.
runpath=$(readelf -d "$binary" | sed -n 's/.*R\(UN\)\{0,1\}PATH.*\[\(.*\)\]/\2/p')
[ -z "$runpath" ] || [ "$runpath" = '$ORIGIN' ] || die "the executable searches for libraries in $runpath"
if readelf -d "$binary" | grep -q 'NEEDED.*\(swift\|Foundation\|dispatch\|BlocksRuntime\)'; then
    die "the executable still links Swift's runtime: $(readelf -d "$binary" | grep NEEDED | grep -i 'swift\|foundation\|dispatch\|blocks')"
fi
# Symbols are for debugging, which a package gives in a -dbgsym of its own.
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$binary"

doc=$root/usr/share/doc/typeahead
mkdir -p "$doc"
# Debian keeps a package's licence in its copyright file, not beside it.
rm -rf "$root/usr/share/licenses"
cp meson_helpers/debian/copyright "$doc/copyright"
# A native package's changelog: this version, dated by the last commit.
{
    printf 'typeahead (%s) unstable; urgency=medium\n\n' "$version"
    printf '  * Typeahead %s, built from commit %s.\n\n' "$version" "$(git rev-parse --short HEAD)"
    printf ' -- %s  %s\n' "$maintainer" "$(date -R -u -d "@$SOURCE_DATE_EPOCH")"
} | gzip -9n >"$doc/changelog.gz"
find "$root/usr/share/man" -type f -name '*.[0-9]' -exec gzip -9n {} +
if grep -q '^[^#]' meson_helpers/debian/lintian-overrides; then
    mkdir -p "$root/usr/share/lintian/overrides"
    grep -v '^##' meson_helpers/debian/lintian-overrides >"$root/usr/share/lintian/overrides/typeahead"
fi

# Depends: what the executable links, as dpkg-shlibdeps finds it, and a
# GSettings backend for the window's settings.
shlibs=$work/shlibs
rm -rf "$shlibs" && mkdir -p "$shlibs/debian"
printf 'Source: typeahead\n\nPackage: typeahead\nArchitecture: any\n' >"$shlibs/debian/control"
linked=$(cd "$shlibs" && dpkg-shlibdeps -O -e"$binary" 2>"$work/shlibdeps.log") \
    || { cat "$work/shlibdeps.log" >&2; die "dpkg-shlibdeps failed"; }
depends=${linked#shlibs:Depends=}
[ -n "$depends" ] && [ "$depends" != "$linked" ] || die "dpkg-shlibdeps gave no dependencies: $linked"

find "$root" -type d -exec chmod 0755 {} +
find "$root" -type f -exec chmod 0644 {} +
chmod 0755 "$binary"
mkdir -p "$root/DEBIAN"
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@MAINTAINER@/$maintainer/" \
    -e "s/@DEPENDS@/$depends, dconf-gsettings-backend | gsettings-backend/" \
    -e "s/@SIZE@/$(du -sk --exclude=DEBIAN "$root" | cut -f1)/" \
    meson_helpers/debian/control.in >"$root/DEBIAN/control"
(cd "$root" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

deb=$out/typeahead_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
say "lintian $deb"
lintian --fail-on error --info "$deb" >&2 || die "lintian found errors in $deb"
echo "$deb"
