# The window follows the system's dark style (libadwaita reads the system
# preference; ADW_DEBUG_COLOR_SCHEME stands in for it here), and the list,
# the highlighted row and errors are drawn in it.
export ADW_DEBUG_COLOR_SCHEME=prefer-dark
a11y_on
app_start --output "$WORK/out.jsonl"
type_text "Ada"
press Return
type_text "par"
wait_until_still 400x300+60+180
shot list
a11y_wait '^list item\|Paris, [^|]*, 1 of [0-9]+\|.*selected'
background=$(pixel 10 600)
assert_eq "$background" "#242424" "the window's dark background"
press Escape
press ctrl+Return   # refused: an error shows in the dark style
shot error
a11y_wait '^label\|Choose one of the suggested values[^|]*\|'
a11y_wait '^text\|City\|[^|]*\|[^|]*invalid'
assert_eq "$(pixel 10 600)" "#242424" "the window's dark background, with the error"
app_quit_cleanly
