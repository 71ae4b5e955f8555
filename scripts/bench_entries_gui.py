#!/usr/bin/env python3
"""Times the entries view of the release app on a large entries file, as
issue 20 asks: Ctrl+E to its first rows painted, the memory the app holds
once every entry is read, and each search keystroke in the window.

    python3 scripts/make_entries.py 1000000 /tmp/entries-1m.jsonl
    swift build -c release --product typeahead
    python3 scripts/bench_entries_gui.py --entries /tmp/entries-1m.jsonl [--runs 3]

Each run starts `.build/release/typeahead data/demo.form.json --output
ENTRIES` under its own Xvfb display (GDK_BACKEND=x11, GSK_RENDERER=cairo,
GTK_A11Y=none) with TYPEAHEAD_TRACE, presses Ctrl+E once the window is
painted, and reads the trace (CLOCK_MONOTONIC µs):

- first rows: from the app taking Ctrl+E ("entries toggle") to the first
  frame painted that shows rows: the next frame when the rows were drawn
  before (the newest entries are read at start, for the count under the
  form), else the first after "entries-rows" > 0;
- whole file read: from Ctrl+E to the count of every entry ("entries-count"
  "N entries · M today");
- RSS and peak RSS (VmRSS, VmHWM of /proc/PID/status) once it is read;
- search: Ctrl+F, then each letter of a few words; for each keystroke,
  from the search reaching the core ("entries-search", after GtkSearchEntry's
  own 150 ms pause, which is GTK's and not counted) to the next frame
  painted after its rows were drawn. The next key is sent once that frame
  is painted.

Prints one JSON line per run, then the medians over the runs."""
import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from trace_reader import Trace, resident_megabytes as memory

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / ".build" / "release" / "typeahead"
FORM = ROOT / "data" / "demo.form.json"
WORDS = ["lena", "zurich", "ana lima 4"]


def first(events, name, since=0, detail=None):
    return next((at for at, n, d in events if at >= since and n == name and (detail is None or detail(d))), None)


def painted_after_rows(events, since):
    rows = first(events, "entries-rows", since)
    return None if rows is None else first(events, "painted", rows)


def first_rows_painted(events, toggled):
    """The first frame after Ctrl+E that shows rows: the next one when rows
    were drawn before it (the window reads the newest entries at start, for
    the count under the form), else the one after rows are drawn."""
    drawn = [d for at, n, d in events if at < toggled and n == "entries-rows"]
    if drawn and drawn[-1] != "0":
        return first(events, "painted", toggled)
    return painted_after_rows(events, toggled)


def run(entries, trace_path, perf=None):
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    state = tempfile.mkdtemp(prefix="bench-entries-")
    app = None
    try:
        display = ":" + xvfb.stdout.readline().strip()
        env = dict(os.environ, DISPLAY=display, GDK_BACKEND="x11", GSK_RENDERER="cairo", GTK_A11Y="none",
                   NO_AT_BRIDGE="1", TYPEAHEAD_TRACE=str(trace_path), XDG_CACHE_HOME=state,
                   XDG_STATE_HOME=state, XDG_DATA_HOME=state, XDG_CONFIG_HOME=state)
        env.pop("WAYLAND_DISPLAY", None)
        trace_path.unlink(missing_ok=True)
        trace = Trace(trace_path)
        app = subprocess.Popen([str(APP), str(FORM), "--output", str(entries)], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if trace.wait_for(lambda ev: first(ev, "painted"), 60) is None:
            raise RuntimeError("the window never painted")
        window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(app.pid)], env=env,
                                capture_output=True, text=True).stdout.split()
        subprocess.run(["xdotool", "windowactivate", "--sync", window[-1]], env=env, capture_output=True)
        time.sleep(0.5)
        subprocess.run(["xdotool", "key", "ctrl+e"], env=env)
        toggled = trace.wait_for(lambda ev: first(ev, "entries", detail=lambda d: d == "toggle"), 30)
        shown = trace.wait_for(lambda ev: first_rows_painted(ev, toggled), 60)
        whole = trace.wait_for(lambda ev: first(ev, "entries-count", toggled, lambda d: "today" in d), 120)
        time.sleep(0.5)
        rss, peak = memory(app.pid)
        subprocess.run(["xdotool", "key", "ctrl+f"], env=env)
        time.sleep(0.3)
        profiler = subprocess.Popen(["perf", "record", "-F", "999", "-g", "-p", str(app.pid), "-o", str(perf)],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) if perf else None
        searches = []
        for word in WORDS:
            for letter in word:
                sent = time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000
                subprocess.run(["xdotool", "type", "--delay", "0", letter], env=env)
                searched = trace.wait_for(lambda ev: first(ev, "entries-search", sent), 10)
                painted = trace.wait_for(lambda ev: painted_after_rows(ev, searched), 10) if searched else None
                if searched and painted:
                    searches.append((painted - searched) / 1000)
            subprocess.run(["xdotool", "key", "ctrl+a", "BackSpace"], env=env)
            time.sleep(1.0)
        if profiler:
            profiler.send_signal(2)
            profiler.wait(30)
        after_search_rss, after_search_peak = memory(app.pid)
        searches.sort()
        return {
            "first_rows_ms": round((shown - toggled) / 1000, 1),
            "whole_read_ms": round((whole - toggled) / 1000),
            "rss_mb": rss, "peak_rss_mb": peak,
            "rss_after_search_mb": after_search_rss, "peak_after_search_mb": after_search_peak,
            "search_keys": len(searches),
            "search_p50_ms": round(statistics.median(searches), 1),
            "search_max_ms": round(searches[-1], 1),
        }
    finally:
        if app:
            app.terminate()
            app.wait(10)
        xvfb.terminate()
        xvfb.wait(10)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--entries", required=True, type=Path)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--traces", type=Path, help="a folder to keep the runs' traces in")
    parser.add_argument("--perf", type=Path, help="record the searches with perf into this file")
    args = parser.parse_args()
    results = []
    with tempfile.TemporaryDirectory() as temporary:
        folder = args.traces or Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        for index in range(args.runs):
            result = run(args.entries.resolve(), Path(folder) / f"trace-{index}.log", args.perf)
            print(json.dumps(result), flush=True)
            results.append(result)
    print(json.dumps({"median": {key: statistics.median(r[key] for r in results) for key in results[0]}}))


if __name__ == "__main__":
    main()
