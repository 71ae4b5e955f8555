# Prints the matches zsh's completion offers for LINE, one a line, with the
# completion functions of FOLDER: an interactive zsh in a pseudo-terminal
# (zpty) is given LINE and a Tab, and its compadd prints what it adds.
# Usage: zsh -f Tests/install/zsh-complete.zsh FOLDER LINE   (run.sh proves _typeahead so)
zmodload zsh/zpty
folder=$1 line=$2
zpty shell zsh -f -i
zpty -w shell "PS1= PS2= fpath=(${(q)folder} \$fpath); autoload -U compinit; compinit -u -D"
# -O, -A and -D ask compadd for matches rather than add them: passed on.
zpty -w shell 'compadd() {
    [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]] && { builtin compadd "$@"; return; }
    local -a hits; builtin compadd -A hits "$@"; print -rl -- "<ma""tch>"${^hits}; builtin compadd "$@"; }'
zpty -w shell 'capture() { _main_complete; print -r -- "<do""ne>"; }; zle -C capture complete-word capture; bindkey "^I" capture'
zpty -n -w shell "$line"$'\t'
zpty -r shell output '*<done>*' || exit 1
zpty -d shell
print -r -- "$output" | tr -d '\r' | sed -n 's/^.*<match>//p' | sort -u
