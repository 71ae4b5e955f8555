#!/usr/bin/env python3
"""Writes typeahead(1) from `typeahead --help`, in English: the man page is
the same words as the help, so the two cannot drift.

Usage: help-to-man.py BINARY OUTPUT
"""
import os
import subprocess
import sys


def roff(line):
    """A line of text as roff shows it: backslashes and hyphens kept as
    typed (an option stays copyable), no line read as a request."""
    text = line.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def main(binary, output):
    # meson names the built app relative to its build folder: a bare name
    # would be looked for on PATH.
    binary = os.path.abspath(binary)
    env = dict(os.environ, LANGUAGE="C", LC_ALL="C.UTF-8")
    run = lambda *args: subprocess.run([binary, *args], capture_output=True, text=True, check=True, env=env).stdout
    help_lines = run("--help").rstrip("\n").split("\n")
    version = run("--version").strip()
    # The usage lines, up to the first empty one; then the summary.
    blank = help_lines.index("")
    usage = [line.replace("Usage:", "", 1).strip() for line in help_lines[:blank]]
    summary = help_lines[blank + 1].rstrip(".")
    rest = help_lines[blank + 3:]
    page = [
        f'.TH TYPEAHEAD 1 "" "{version}" "User Commands"',
        ".SH NAME",
        "typeahead \\- " + roff(summary[0].lower() + summary[1:]),
        ".SH SYNOPSIS",
        ".nf",
        *map(roff, usage),
        ".fi",
        ".SH DESCRIPTION",
        roff(help_lines[blank + 1]),
        ".PP",
        ".nf",
        *map(roff, rest),
        ".fi",
    ]
    with open(output, "w", encoding="utf-8") as file:
        file.write("\n".join(page) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
