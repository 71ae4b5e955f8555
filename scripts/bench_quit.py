#!/usr/bin/env python3
"""Measures a clerk who comes for one entry and goes, as issue 25 asks, in
the release app on a data file this script does not make:

    python3 scripts/bench_quit.py [--data data/bench/cities500x10.tsv] [--runs 2] [--cached 2]
        [--form one-field|every-option] [--keep]

Needs the release app (`swift build -c release --product typeahead`),
Xvfb and xdotool, and the data of scripts/bench.py (GeoNames).

Each run has a fresh XDG_CACHE_HOME and XDG_STATE_HOME, a desktop session
of its own (an Xvfb display, a session bus and the settings portal running,
as after a login: desktop_session.py), and one of two forms (--form):

- one-field: the place name, keyed by `geonameid`, ranked by `population`,
  detailed by region and country: every option a source has.
- every-option: that field strict and required, then its region (filled
  from the same record when a place is picked), its country from a second
  source (the data's countries, by a lookup on `country_code`), and a note
  with a pattern: every option a field has, and two sources.

1. First launch: "paris" typed at 1 ms a key from the window's first
   paint, then Return through the form (twice, or five times). Reported: launch to the entry saved (its line
   in the output), and the peak RSS.
2. Ctrl+Q 0.5 s after the save: launch of the quit to the window gone, and
   to the process ended. The cache must then hold the table, the index and
   the key index, and no temporary file: else the run FAILS.
3. Cached launches: "berlin" typed at 1 ms a key from the first paint (the
   choice of step 1 is remembered, so it ranks first). Reported: launch to
   the index read from the cache, to the first suggestions painted, and the
   first key to its suggestions painted. GTK's frame clock begins no frame
   within a refresh interval (16.7 ms here) of the last one's start, and
   the window has just painted when the first key comes: so the key is
   also timed from the moment GTK could begin a frame for it (the later of
   the key and the last frame's start plus 16.7 ms: "frame_clock_wait_ms"
   says how long that was). A first key not painted within 16.7 ms of that
   moment is SLOW: its answer missed the first frame GTK could give it.

The script exits 1 when a run FAILS or a first key is SLOW.
"""
import argparse
import json
import pathlib
import subprocess
import sys
import tempfile
import time

from desktop_session import DesktopSession
from trace_reader import Trace, resident_megabytes

ROOT = pathlib.Path(__file__).resolve().parent.parent
APP = ROOT / ".build" / "release" / "typeahead"
FRAME_MS = 16.7


def first(events, name, since=0):
    return next((at for at, n, _ in events if at >= since and n == name), None)


def painted_after_answer(events, since):
    answer = first(events, "answer", since)
    return None if answer is None else first(events, "painted", answer)


class Display(DesktopSession):
    """A desktop session of its own (see desktop_session.py), and the app in it."""

    def keys(self, *keys, delay=1):
        subprocess.run(["xdotool", "key", "--delay", str(delay), *keys], env=self.env, check=True)

    def launch(self, form, output, trace_path):
        """Starts the app; returns it, its trace and the launch time (trace clock, µs)."""
        trace_path.unlink(missing_ok=True)
        launched = time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000
        app = subprocess.Popen([str(APP), str(form), "--output", str(output)],
                               env=dict(self.env, TYPEAHEAD_TRACE=str(trace_path)),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        trace = Trace(trace_path)
        if trace.wait_for(lambda ev: first(ev, "painted"), 60) is None:
            raise RuntimeError("the window never painted")
        return app, trace, launched

    def window_shown(self, app):
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)], env=self.env,
                               capture_output=True, text=True)
        return found.returncode == 0 and found.stdout.strip() != ""


def write_form(folder, data, options):
    """The one-field form, or the form with every option a field and a
    source have (see the docstring); returns it and the keys that save an
    entry once "paris" is typed."""
    places = {"file": str(data), "key": "geonameid", "weight": "population", "detail": "{region}, {country}"}
    form = pathlib.Path(folder) / "places.form.json"
    if options == "one-field":
        form.write_text(json.dumps({
            "title": "Places",
            "sources": {"places": places},
            "fields": [{"id": "place", "label": "Place", "source": "places", "column": "name"}],
        }), encoding="utf-8")
        return form, ["Return", "Return"]
    countries = pathlib.Path(folder) / "countries.tsv"
    write_countries(data, countries)
    form.write_text(json.dumps({
        "title": "Places, every option",
        "sources": {"places": places, "countries": {"file": str(countries), "key": "country_code"}},
        "fields": [
            {"id": "place", "label": "Place", "source": "places", "column": "name", "strict": True, "required": True},
            {"id": "region", "label": "Region", "source": "places", "column": "region"},
            {"id": "country", "label": "Country", "source": "countries", "column": "country",
             "lookup": {"from": "place", "column": "country_code", "match": "country_code"}},
            {"id": "note", "label": "Note", "pattern": "[^0-9]*", "patternMessage": "No digits"},
        ],
    }), encoding="utf-8")
    return form, ["Return"] * 5


def write_countries(data, path):
    """The countries of `data`, one a row: the second source of the form
    with every option."""
    with open(data, encoding="utf-8") as source:
        header = source.readline().rstrip("\n").split("\t")
        code, name = header.index("country_code"), header.index("country")
        countries = {}
        for line in source:
            values = line.rstrip("\n").split("\t")
            countries.setdefault(values[code], values[name])
    with open(path, "w", encoding="utf-8") as out:
        out.write("country_code\tcountry\n")
        for item in sorted(countries.items()):
            out.write("\t".join(item) + "\n")


def first_launch(display, form, saving_keys, home):
    output = pathlib.Path(home) / "entries.jsonl"
    app, trace, launched = display.launch(form, output, pathlib.Path(home) / "first.trace")
    display.keys("p", "a", "r", "i", "s", *saving_keys)
    deadline = time.monotonic() + 120
    while not (output.exists() and output.read_text().count("\n") >= 1):
        if time.monotonic() > deadline:
            raise RuntimeError("the entry was not saved within 120 s")
        time.sleep(0.005)
    saved = time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000
    time.sleep(0.5)
    _, peak = resident_megabytes(app.pid)
    quit_at = time.monotonic()
    display.keys("ctrl+q")
    while display.window_shown(app) and time.monotonic() - quit_at < 10:
        time.sleep(0.005)
    gone = time.monotonic()
    app.wait(60)
    ended = time.monotonic()
    cache = pathlib.Path(home) / "cache" / "typeahead"
    names = sorted(path.name for path in cache.iterdir()) if cache.exists() else []
    missing = [suffix for suffix in (".table", ".index", ".keys") if not any(n.endswith(suffix) for n in names)]
    leftovers = [n for n in names if ".tmp-" in n]
    return {
        "saved_ms": round((saved - launched) / 1000),
        "peak_mb": peak,
        "quit_window_gone_ms": round((gone - quit_at) * 1000),
        "quit_ended_ms": round((ended - quit_at) * 1000),
        "cache_missing": missing, "cache_leftovers": leftovers,
    }


def cached_launch(display, form, home, number):
    output = pathlib.Path(home) / f"cached-{number}.jsonl"
    app, trace, launched = display.launch(form, output, pathlib.Path(home) / f"cached-{number}.trace")
    display.keys("b", "e", "r", "l", "i", "n")
    events = trace.wait_for(lambda ev: ev if painted_after_answer(ev, first(ev, "key") or 0) else None, 30) or trace.read()
    key = first(events, "key")
    painted = painted_after_answer(events, key or 0)
    cached = first(events, "cached")
    # The last frame begun before the key: GTK begins the next no sooner
    # than a refresh interval after it.
    frames_begun = [at for at, n, detail in events if n == "frame" and detail == "before-paint" and key and at < key]
    could_begin = None if key is None else max(key, frames_begun[-1] + FRAME_MS * 1000 if frames_begun else key)
    display.keys("ctrl+a", "BackSpace", "ctrl+q")
    app.wait(60)
    return {
        "cached_index_ms": None if cached is None else round((cached - launched) / 1000),
        "first_suggestions_ms": None if painted is None else round((painted - launched) / 1000),
        "first_key_painted_ms": None if painted is None or key is None else round((painted - key) / 1000, 1),
        "frame_clock_wait_ms": None if key is None else round((could_begin - key) / 1000, 1),
        "from_frame_possible_ms": None if painted is None or key is None else round((painted - could_begin) / 1000, 1),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", default=str(ROOT / "data" / "bench" / "cities500x10.tsv"))
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--cached", type=int, default=2, help="cached launches after each first one")
    parser.add_argument("--form", choices=("one-field", "every-option"), default="one-field",
                        help="the form typed into (see above)")
    parser.add_argument("--keep", action="store_true", help="keep each run's folder (traces, cache) and say where")
    args = parser.parse_args()
    if not APP.exists():
        sys.exit(f"{APP} is missing: swift build -c release --product typeahead")
    failed = False
    for run in range(1, args.runs + 1):
        home = tempfile.mkdtemp(prefix="bench-quit-")
        display = Display(home)
        try:
            form, saving_keys = write_form(home, pathlib.Path(args.data).resolve(), args.form)
            report = {"run": run, "form": args.form, **first_launch(display, form, saving_keys, home)}
            if report["cache_missing"] or report["cache_leftovers"]:
                report["verdict"] = "FAIL: the cache did not land"
                failed = True
            report["cached"] = [cached_launch(display, form, home, number) for number in range(1, args.cached + 1)]
            for launch in report["cached"]:
                key = launch["from_frame_possible_ms"]
                if key is None or key > FRAME_MS:
                    launch["verdict"] = "SLOW: the first key missed the first frame GTK could give it"
                    failed = True
            print(json.dumps(report), flush=True)
        finally:
            display.close()
            if args.keep:
                print(f"kept: {home}", file=sys.stderr)
            else:
                subprocess.run(["rm", "-rf", home])
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
