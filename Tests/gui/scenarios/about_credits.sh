# About names Typeahead's licence and credits every source of the bundled
# data on its Legal page (issue 23: it linked to a placeholder website, had
# no licence and gave GeoNames, whose CC BY licence requires it, no credit).
# Checked through the accessibility tree, and looked at.
source "$(dirname "${BASH_SOURCE[0]}")/../orca.sh"
a11y_bus_start
app_start_accessible
a11y_wait '^text\|Traveller\|'
# The main menu, then About by its mnemonic.
open_main_menu
press a
a11y_wait '^label\|Typeahead\|'
version=$("$TYPEAHEAD_BIN" --version | cut -d' ' -f2)
a11y_wait "^[a-z ]*\|$version\|"
# No placeholder website.
a11y_dump | grep -q 'example\.org' && fail "About still links to example.org"
shot about
# The icon shows, also run from the source tree: the top of the window
# holds the app's blue icon, not the grey broken-image one.
about=$(xdotool search --onlyvisible --name '^About$' | head -1)
[ -n "$about" ] || fail "no About window"
eval "$(xdotool getwindowgeometry --shell "$about")"
blue=$(import -window root -crop "${WIDTH}x$((HEIGHT * 2 / 5))+$X+$Y" png:- | convert - -fx '(b-r>0.3)' -format '%[fx:int(mean*1000)]' info:)
[ "$blue" -ge 20 ] || fail "no icon at the top of About: $blue per mille of its pixels are blue"
# The Legal page: the app's licence, then one section per data source.
a11y_wait '^label\|This application comes with absolutely no warranty\. See the GNU General Public License, version 3 or later'
a11y_wait '^label\|GeoNames\|'
a11y_wait '^Licence: Creative Commons Attribution 4\.0 International\.'
a11y_wait '^label\|ISO codes\|'
a11y_wait '^Licence: GNU Lesser General Public License, version 2\.1 or later\.'
# Looked at: Tab to the Legal row, Return opens it.
for attempt in 1 2 3 4 5 6; do
    a11y_dump | grep -qE '^list item\|Legal\|[^|]*\|[^|]*focused' && break
    press Tab
done
press Return
sleep 0.5
shot legal
press Escape
app_stop
