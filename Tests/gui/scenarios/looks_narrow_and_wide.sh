# The window as a clerk sees it all day (issue 23), in the light and the
# dark style, at 360 px and at the full width of the screen: the list
# open, then a refused save (its error) and a failed one (the banner and
# its buttons). Each picture is asserted by the style's background, by the
# window's width, and by the banner's buttons lying inside the window.
mkdir -p "$HOME/.config/gtk-4.0"
printf '[Settings]\ngtk-decoration-layout=:close\n' >"$HOME/.config/gtk-4.0/settings.ini"
box() { timeout 20 /usr/bin/python3 "$GUI_DIR/a11y_dump.py" "$APP_PID" "$@"; }
width() { xdotool getwindowgeometry --shell "$APP_WINDOW" | sed -n 's/^WIDTH=//p'; }
a11y_on
for scheme in light dark; do
    for size in 360 1024; do
        export ADW_DEBUG_COLOR_SCHEME=prefer-$scheme
        rm -rf "$WORK/state"    # no draft of the last round
        app_start --output "$WORK/missing/out.jsonl"
        act xdotool windowsize --sync "$APP_WINDOW" "$size" 760 || true
        for _ in $(seq 1 50); do [ "$(width)" == "$size" ] && break; sleep 0.1; done
        [ "$(width)" == "$size" ] || fail "the window is $(width) px wide, not $size"
        type_text "Ada"
        press Return
        type_text "par"
        a11y_wait '^list item\|Paris, [^|]*, 1 of [0-9]+\|.*selected'
        shot "$scheme-$size-list"
        press Escape
        press ctrl+Return       # refused: Paris is not taken yet
        a11y_wait '^label\|Choose one of the suggested values[^|]*\|'
        press Return            # takes Paris; on to the next field
        press ctrl+Return       # the folder is missing: the save fails
        a11y_wait '^push button\|Choose Another Place…\|'
        a11y_wait '^text\|Traveller\|.*\|Ada$'   # only what was typed: no draft of another round
        shot "$scheme-$size-banner"
        read -r x _ w _ < <(box box push\ button "Choose Another Place…") || fail "no button"
        [ $((x + w)) -le "$size" ] || fail "the banner's button ends at $((x + w)) px, outside the $size px window"
        expected="#FAFAFA"; [ "$scheme" = dark ] && expected="#242424"
        assert_eq "$(pixel 8 740)" "$expected" "the $scheme style's background at $size px"
        app_stop
    done
done
