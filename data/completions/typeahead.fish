# fish completion for typeahead(1): its commands, options, --format's
# values, and for FILE the files it opens (forms, workbooks, data files,
# entries files) and folders; the same rules as typeahead.bash. Installed as
# share/fish/vendor_completions.d/typeahead.fish, where fish finds it.

# The command on the line so far (export, stats or verify), else "open".
function __typeahead_command
    for word in (commandline -opc)[2..-1]
        if contains -- $word export stats verify
            echo $word
            return
        end
    end
    echo open
end

# FILE: fish's own file completions of the token (so ~ and quotes work),
# asked for a command that has no completions, kept to folders and the
# files typeahead opens.
function __typeahead_files
    set -l found (complete -C "__fish_command_without_completions "(commandline -ct))
    string match -r -- '^[^\t]*(?:\.(?:json|jsonl|xlsx|csv|tsv)|/)(?:\t.*)?$' $found
end

complete -c typeahead -f -a '(__typeahead_files)'
complete -c typeahead -n 'test (__typeahead_command) = open' -a 'export stats verify'
complete -c typeahead -n 'test (__typeahead_command) = open' -l output -r -F
complete -c typeahead -n 'test (__typeahead_command) = open' -l allow-outside
complete -c typeahead -n 'test (__typeahead_command) = open' -l help
complete -c typeahead -n 'test (__typeahead_command) = open' -l version
complete -c typeahead -n 'test (__typeahead_command) = export' -l format -x -a 'csv jsonl xlsx'
complete -c typeahead -n 'test (__typeahead_command) = export' -l output -r -F
complete -c typeahead -n 'test (__typeahead_command) = stats' -l format -x -a csv
complete -c typeahead -n 'test (__typeahead_command) = verify' -l sample -x
complete -c typeahead -n 'test (__typeahead_command) = verify' -l output -r -F
