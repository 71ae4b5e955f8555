# The window follows the system's dark style (libadwaita reads the system
# preference; ADW_DEBUG_COLOR_SCHEME stands in for it here), and the list,
# the highlighted row and errors are drawn in it.
export ADW_DEBUG_COLOR_SCHEME=prefer-dark
app_start --output "$WORK/out.jsonl"
type_text "Ada"
press Return
type_text "par"
wait_until_still 400x300+60+180
shot list
background=$(pixel 40 600)
assert_eq "$background" "#242424" "the window's dark background"
press Escape
press ctrl+Return   # refused: an error shows in the dark style
shot error
app_quit_cleanly
