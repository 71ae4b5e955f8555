#!/usr/bin/env python3
"""Writes typeahead(1) from `typeahead --help`: the man page is the same
words as the help, so the two cannot drift. In English by default; with
LANG, from the help that language's catalogue gives (TYPEAHEAD_LOCALE_DIR
names the built catalogues), written to OUTPUT/man1/typeahead.1 so that
OUTPUT installs as share/man/LANG.

Usage: help-to-man.py BINARY OUTPUT [LANG]
"""
import os
import subprocess
import sys

# The header's words a man page in each language uses: the manual's name
# (section 1's), then the section titles NAME, SYNOPSIS and DESCRIPTION;
# a language not listed gets the English ones.
HEADINGS = {
    "C": ("User Commands", "NAME", "SYNOPSIS", "DESCRIPTION"),
    "de": ("Benutzerbefehle", "NAME", "ÜBERSICHT", "BESCHREIBUNG"),
    "fr": ("Commandes de l'utilisateur", "NOM", "SYNOPSIS", "DESCRIPTION"),
    "he": ("פקודות משתמש", "שם", "תקציר", "תיאור"),
}


def roff(line):
    """A line of text as roff shows it: backslashes and hyphens kept as
    typed (an option stays copyable), no line read as a request."""
    text = line.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def page(help_lines, version, language):
    manual, name, synopsis, description = HEADINGS.get(language, HEADINGS["C"])
    # The usage lines, up to the first empty one, from their "typeahead"
    # on (a translation words "Usage:" its own way); then the summary.
    blank = help_lines.index("")
    usage = [line[line.find("typeahead"):].strip() for line in help_lines[:blank]]
    summary = help_lines[blank + 1].rstrip(".")
    # English's summary reads on after "typeahead -" in lower case; a
    # translation keeps its own (a German noun keeps its capital).
    if language == "C":
        summary = summary[0].lower() + summary[1:]
    return [
        f'.TH TYPEAHEAD 1 "" "{version}" "{manual}"',
        ".SH " + name,
        "typeahead \\- " + roff(summary),
        ".SH " + synopsis,
        ".nf",
        *map(roff, usage),
        ".fi",
        ".SH " + description,
        roff(help_lines[blank + 1]),
        ".PP",
        ".nf",
        *map(roff, help_lines[blank + 3:]),
        ".fi",
    ]


def run(binary, language, option):
    """What the app prints for OPTION in LANGUAGE."""
    # gettext reads LANGUAGE in any locale but C; C.UTF-8 is on every machine.
    env = dict(os.environ, LANGUAGE=language, LC_ALL="C.UTF-8")
    return subprocess.run([binary, option], capture_output=True, text=True, check=True, env=env).stdout


def main(binary, output, language="C"):
    # meson names the built app relative to its build folder: a bare name
    # would be looked for on PATH.
    binary = os.path.abspath(binary)
    help_text = run(binary, language, "--help")
    if language != "C" and help_text == run(binary, "C", "--help"):
        sys.exit(f"help-to-man.py: --help is not in '{language}': is TYPEAHEAD_LOCALE_DIR its catalogue's folder?")
    lines = page(help_text.rstrip("\n").split("\n"), run(binary, "C", "--version").strip(), language)
    path = output
    if language != "C":
        path = os.path.join(output, "man1", "typeahead.1")
        os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    # ninja dates the folder, which a file written in its subfolder leaves alone.
    os.utime(output)


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    main(*sys.argv[1:])
