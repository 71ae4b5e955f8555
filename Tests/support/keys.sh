# keysyms WORD-OR-KEY... : the key names that type each argument, one a
# line, for both GUI tiers (xdotool on X11, keys.py on Wayland take the same
# names); an argument of letters, digits, spaces and . , - / (a date, a
# decimal) is typed letter by letter, anything else (Return, ctrl+Return,
# Down) is a key name.
keysyms() {
    local argument i c
    for argument in "$@"; do
        if [[ "$argument" =~ ^[A-Za-z0-9\ .,/-]+$ ]] && ! [[ "$argument" =~ ^(Return|Down|Up|Left|Right|Escape|Tab|BackSpace|Delete|Home|End|F[0-9]+)$ ]]; then
            for ((i = 0; i < ${#argument}; i++)); do
                c=${argument:i:1}
                case $c in
                    " ") c=space ;; ".") c=period ;; ",") c=comma ;; "-") c=minus ;; "/") c=slash ;;
                esac
                printf '%s\n' "$c"
            done
        else
            printf '%s\n' "$argument"
        fi
    done
}
