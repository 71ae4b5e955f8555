# bash completion for typeahead(1): its commands, options, --format's
# values, and for FILE the files it opens (forms, workbooks, data files,
# entries files) and folders. Installed as
# share/bash-completion/completions/typeahead, where bash-completion finds it.

_typeahead() {
    local current=${COMP_WORDS[COMP_CWORD]}
    local previous=${COMP_WORDS[COMP_CWORD-1]}
    local command=""
    local word
    for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
        case $word in
            export | stats | verify) command=$word; break ;;
        esac
    done
    COMPREPLY=()
    case $previous in
        --format)
            case $command in
                stats) COMPREPLY=($(compgen -W "csv" -- "$current")) ;;
                *) COMPREPLY=($(compgen -W "csv jsonl xlsx" -- "$current")) ;;
            esac
            return ;;
        --output)
            COMPREPLY=($(compgen -f -- "$current"))
            compopt -o filenames 2>/dev/null
            return ;;
        --sample)
            return ;;
    esac
    local options
    case $command in
        export) options="--format --output" ;;
        stats) options="--format" ;;
        verify) options="--sample --output" ;;
        *) options="--output --allow-outside --help --version" ;;
    esac
    if [[ $current == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$current"))
        return
    fi
    local files
    files=$(compgen -f -X '!*.@(json|jsonl|xlsx|csv|tsv)' -- "$current"; compgen -d -- "$current")
    [ -z "$command" ] && files=$(compgen -W "export stats verify" -- "$current"; echo "$files")
    mapfile -t COMPREPLY < <(printf '%s\n' "$files" | sed '/^$/d')
    compopt -o filenames 2>/dev/null
}

shopt -s extglob
complete -F _typeahead typeahead
