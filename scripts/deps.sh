#!/usr/bin/env bash
# Installs what building and running Typeahead needs, if anything is
# missing, then checks it: every pkg-config module Package.swift names.
# With --tests (scripts/test.sh, CI), also what the tests need: every
# command they call, PostgreSQL, Orca, mutter, Datasette and the oracles
# from PyPI. With --package (scripts/package-deb.sh), what making the .deb
# needs: meson, dpkg-dev and lintian. Stops with one line naming what is
# still missing.
#
# Each requirement is one line: what to check, and the Debian package that
# provides it. The same list is checked before and after installing, so a
# package that does not provide what it should is caught here, not later in
# a build or a test.
set -euo pipefail
cd "$(dirname "$0")/.."

tests=false package=false
case ${1:-} in
    --tests) tests=true ;;
    --package) package=true ;;
    "") ;;
    *) echo "usage: bash scripts/deps.sh [--tests | --package]" >&2; exit 2 ;;
esac

requirements=(
    # kind     name                          Debian package
    # The build: Swift finds GTK and libadwaita through pkg-config.
    "command   pkg-config                    pkg-config"
    "pkg       gtk4                          libgtk-4-dev"
    "pkg       libadwaita-1                  libadwaita-1-dev"
    # The translations `swift run typeahead` reads, made from po/ (below).
    "command   msgfmt                        gettext"
    # The settings schema `swift run typeahead` compiles from the tree.
    "command   glib-compile-schemas          libglib2.0-bin"
    # What a window draws with: a font, and the symbolic icons.
    "fonts     any                           fonts-cantarell fonts-dejavu-core"
    "file      /usr/share/icons/Adwaita      adwaita-icon-theme"
)
test_requirements=(
    # The translations' sources (po/, scripts/translations.sh, meson's i18n
    # module), and the locales the translated scenarios run in (generated below).
    "command   xgettext                      gettext"
    # msgfmt merges the translations into the metainfo by AppStream's ITS rules.
    "file      /usr/share/gettext/its/metainfo.its appstream"
    "command   locale-gen                    locales"
    # The end-to-end tests on X11 (Tests/gui): Xvfb, xdotool, screenshots.
    "command   xvfb-run                      xvfb"
    "command   xauth                         xauth"
    "command   xdotool                       xdotool"
    "command   xprop                         x11-utils"
    "command   import                        imagemagick"
    "command   compare                       imagemagick"
    "command   python3                       python3"
    "command   timeout                       coreutils"
    "command   setsid                        util-linux"
    # A window manager, as on a desktop: Orca follows a new window's activation.
    "command   metacity                      metacity"
    # Typing as people type (Tests/gui/scenarios/input_methods.sh): a
    # dead-key layout and Compose, the clipboard, and a plain GtkEntry as
    # the oracle, in Python with GTK's own bindings.
    "command   setxkbmap                     x11-xkb-utils"
    "command   xclip                         xclip"
    "glob      /usr/lib/*/girepository-1.0/Gtk-4.0.typelib gir1.2-gtk-4.0"
    # The fault-injection suite (Tests/faults, the fault_* scenarios)
    # builds its LD_PRELOAD shim with the C compiler.
    "command   cc                            gcc"
    "file      /usr/include/dlfcn.h          libc6-dev"
    # A real input method with preedit (ibus_preedit.sh): IBus, its GTK 4
    # module, and m17n's engines, which need no network.
    "command   ibus-daemon                   ibus"
    "glob      /usr/lib/*/gtk-4.0/4.0.0/immodules/libim-ibus.so ibus-gtk4"
    "file      /usr/share/m17n/latn-pre.mim  m17n-db"
    "file      /usr/libexec/ibus-engine-m17n ibus-m17n"
    # The desktop install and its checks (Tests/install/run.sh).
    "command   meson                         meson"
    "command   ninja                         ninja-build"
    "command   desktop-file-validate         desktop-file-utils"
    "command   appstreamcli                  appstream"
    "command   update-mime-database          shared-mime-info"
    "command   gio                           libglib2.0-bin"
    "command   gsettings                     libglib2.0-bin"
    "command   gdbus                         libglib2.0-bin"
    "command   gtk4-launch                   libgtk-4-bin"
    # The installed man page, read as `man` shows it.
    "command   man                           man-db"
    "command   col                           bsdextrautils"
    # The installed zsh and fish completions, run by the shells themselves.
    "command   zsh                           zsh"
    "command   fish                          fish"
    # The screen reader scenarios (Tests/gui/orca.sh): Orca headless on a bus
    # of their own, and pyatspi (Debian's python3) to read the accessible tree.
    "command   orca                          orca"
    "command   speech-dispatcher             speech-dispatcher"
    "file      /usr/libexec/at-spi-bus-launcher at-spi2-core"
    "command   dbus-launch                   dbus-x11"
    "command   dbus-run-session              dbus-daemon"
    "python    pyatspi                       python3-pyatspi"
    "python    gi.repository.Gio             python3-gi"
    # The spreadsheet export read as a person would open it
    # (EntryExportTests): LibreOffice Calc, headless.
    "command   soffice                       libreoffice-calc-nogui"
    # The Wayland tier (Tests/wayland): GNOME's own compositor, headless.
    "command   mutter                        mutter"
    # The fresh-machine proof (scripts/fresh-machine.sh).
    "command   debootstrap                   debootstrap"
    "command   git                           git"
    # Team mode's tests (scripts/pg-server.sh): a real PostgreSQL 15, its
    # psql, openssl for the server's certificate, runuser to run it as postgres.
    "file      /usr/lib/postgresql/15/bin/initdb postgresql-15"
    "command   psql                          postgresql-client-15"
    "command   openssl                       openssl"
    "command   runuser                       util-linux"
    # The remote-source scenario and scripts/serve-cities.sh install
    # Datasette with pip (below), which Debian's python3 keeps apart.
    "pip       pip                           python3-pip"
)

package_requirements=(
    # The install's layout, staged with meson's DESTDIR.
    "command   meson                         meson"
    "command   ninja                         ninja-build"
    "file      /usr/share/gettext/its/metainfo.its appstream"
    # Foundation linked in statically brings its URLSession and XMLParser,
    # which link curl and libxml2 (Swift's own prerequisites name both).
    "glob      /usr/lib/*/libcurl.so         libcurl4-openssl-dev"
    "glob      /usr/lib/*/libxml2.so         libxml2-dev"
    # The package: its dependencies from what the binary links, and its checks.
    "command   dpkg-shlibdeps                dpkg-dev"
    "command   strip                         binutils"
    "command   lintian                       lintian"
)

$tests && requirements+=("${test_requirements[@]}")
$package && requirements+=("${package_requirements[@]}")

# present KIND NAME : whether the requirement is met here.
present() {
    case $1 in
        command) command -v "$2" >/dev/null 2>&1 ;;
        pkg) command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "$2" 2>/dev/null ;;
        file) [ -e "$2" ] ;;
        # A file whose path varies by architecture: a shell pattern.
        glob) compgen -G "$2" >/dev/null ;;
        fonts) [ -n "$(fc-list 2>/dev/null)" ] ;;
        # The system's python3: pyatspi and gi come from Debian, not from PyPI.
        python) [ -x /usr/bin/python3 ] && /usr/bin/python3 -c "import $2" 2>/dev/null ;;
        pip) command -v python3 >/dev/null 2>&1 && python3 -m pip --version >/dev/null 2>&1 ;;
        # A module from PyPI, for the python3 the tests run (the first on PATH).
        pypi) command -v python3 >/dev/null 2>&1 && python3 -c "import $2" 2>/dev/null ;;
        # A generated locale, as `locale -a` names it (de_DE.utf8).
        locale) locale -a 2>/dev/null | grep -qix "$2" ;;
    esac
}

# Package.swift's own pkg-config modules are checked too, whatever this list says.
while read -r module; do
    case $module in
        zlib) requirements+=("pkg zlib zlib1g-dev") ;;
        *) requirements+=("pkg $module libadwaita-1-dev") ;;
    esac
done < <(sed -n 's/.*pkgConfig: *"\([^"]*\)".*/\1/p' Package.swift)

missing_packages=()
for requirement in "${requirements[@]}"; do
    read -r kind name packages <<<"$requirement"
    if ! present "$kind" "$name"; then
        read -r -a more <<<"$packages"
        missing_packages+=("${more[@]}")
    fi
done

if [ ${#missing_packages[@]} -gt 0 ]; then
    mapfile -t missing_packages < <(printf '%s\n' "${missing_packages[@]}" | sort -u)
    echo "deps: installing ${missing_packages[*]}" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    # Debian's PostgreSQL would make and start a server of its own on port
    # 5432; the tests make their own, so none is made (the kept setting
    # wins over the package's).
    if [ ! -e /etc/postgresql-common/createcluster.conf ]; then
        $sudo mkdir -p /etc/postgresql-common
        echo "create_main_cluster = false" | $sudo tee /etc/postgresql-common/createcluster.conf >/dev/null
    fi
    $sudo apt-get update -q >/dev/null
    $sudo apt-get install -y -q -o Dpkg::Options::=--force-confold -o Dpkg::Options::=--force-confdef \
        "${missing_packages[@]}" >/dev/null
fi

# With --tests only, from here to the check: the locales of the translated
# scenarios, and the test tools from PyPI.
if $tests; then
# The locales of the translated scenarios: German, French, and Hebrew
# (right to left), made from the locales package's sources.
test_locales=(de_DE fr_FR he_IL)
for name in "${test_locales[@]}"; do
    if ! present locale "$name.utf8"; then
        echo "deps: generating the locales ${test_locales[*]}" >&2
        sudo=""
        [ "$(id -u)" -eq 0 ] || sudo="sudo"
        for each in "${test_locales[@]}"; do
            grep -q "^$each.UTF-8 UTF-8" /etc/locale.gen 2>/dev/null \
                || echo "$each.UTF-8 UTF-8" | $sudo tee -a /etc/locale.gen >/dev/null
        done
        $sudo locale-gen >/dev/null
        break
    fi
done
for name in "${test_locales[@]}"; do requirements+=("locale $name.utf8 locales(locale-gen)"); done

# A real Datasette and sqlite-utils, from PyPI (Debian has neither).
if ! command -v datasette >/dev/null || ! command -v sqlite-utils >/dev/null; then
    echo "deps: installing datasette and sqlite-utils with pip" >&2
    python3 -m pip install -q datasette sqlite-utils >/dev/null 2>&1 \
        || python3 -m pip install -q --break-system-packages datasette sqlite-utils >/dev/null 2>&1 \
        || true
fi
requirements+=("command datasette datasette(pip)" "command sqlite-utils sqlite-utils(pip)")

# elementpath, from PyPI: the XPath 1.0 oracle of the expressions' tests
# (Tests/oracle/xpath_cases.py).
if ! python3 -c "import elementpath" 2>/dev/null; then
    echo "deps: installing elementpath with pip" >&2
    python3 -m pip install -q elementpath >/dev/null 2>&1 \
        || python3 -m pip install -q --break-system-packages elementpath >/dev/null 2>&1 \
        || true
fi
requirements+=("pypi elementpath elementpath(pip)")

# openpyxl and pyxform, from PyPI: the XLSForm tests write workbooks with
# openpyxl and read them with pyxform, the oracle of what a form means
# (Tests/oracle/xlsform_cases.py).
for module in openpyxl pyxform; do
    if ! python3 -c "import $module" 2>/dev/null; then
        echo "deps: installing $module with pip" >&2
        python3 -m pip install -q "$module" >/dev/null 2>&1 \
            || python3 -m pip install -q --break-system-packages "$module" >/dev/null 2>&1 \
            || true
    fi
    requirements+=("pypi $module $module(pip)")
done

fi

# Everything must be here now; name the first thing that is not.
for requirement in "${requirements[@]}"; do
    read -r kind name packages <<<"$requirement"
    if ! present "$kind" "$name"; then
        case $kind in
            pkg) what="pkg-config module $name" ;;
            python) what="Python module $name (for /usr/bin/python3)" ;;
            pypi) what="Python module $name (for python3)" ;;
            *) what="$kind $name" ;;
        esac
        echo "deps: still missing after installing: $what (from: $packages)" >&2
        exit 1
    fi
done

# The translations `swift run typeahead` reads (.build/locale, from po/):
# made here, as the README's first command runs this before the app.
bash scripts/translations.sh compile
