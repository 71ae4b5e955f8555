#!/usr/bin/env python3
"""Measures the whole path in the release app, the way issue 13 asks.

    python3 scripts/bench_gui.py [--keys N] [--runs 2]

Needs the data of scripts/bench.py (data/bench/cities500.tsv and
cities500x10.tsv), Xvfb and xdotool. For each set it writes a one-field form
(the place name, ranked by population, detail "region, country"), then
launches `.build/release/typeahead` under its own Xvfb display
(GDK_BACKEND=x11, GSK_RENDERER=cairo, GTK_A11Y=none) with TYPEAHEAD_TRACE
and a fresh XDG_CACHE_HOME: the first launch builds and stores the index
cache, the later ones map it. On each launch it reports:

- window: launch to the first painted frame;
- first suggestions: launch to the first frame painted after rows were
  drawn, typing the first key as soon as the window is painted;
- key -> painted p50 / p99: for each X key event sent by xdotool (real
  names typed letter by letter, then erased), from the app receiving the key
  to the first frame painted after the rows it brought were drawn; and the
  same from xdotool's send;
- RSS at the end, and the peak (VmHWM).

The trace's times and this script's are both CLOCK_MONOTONIC.
"""
import argparse
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
BENCH = ROOT / "data" / "bench"
APP = ROOT / ".build" / "release" / "typeahead"
WORDS = ["paris", "london", "springfield", "san jose", "tokyo", "berlin", "mumbai", "lagos", "kyiv", "quito",
         "helsinki", "rio", "cairo", "osaka", "dallas", "zurich"]


def now_us():
    return time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000


def read_trace(path):
    events = []
    try:
        for line in pathlib.Path(path).read_text(errors="replace").splitlines():
            parts = line.split("\t")
            if len(parts) >= 2 and parts[0].isdigit():
                events.append((int(parts[0]), parts[1], parts[2] if len(parts) > 2 else ""))
    except FileNotFoundError:
        pass
    return events


def wait_for(path, predicate, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = predicate(read_trace(path))
        if found is not None:
            return found
        time.sleep(0.002)
    return None


def painted_after_rows(events, since):
    """The first frame painted after rows were drawn, both after `since`."""
    rows_at = None
    for at, name, detail in events:
        if at < since:
            continue
        if name == "rendered" and detail == "rows" and rows_at is None:
            rows_at = at
        elif name == "painted" and rows_at is not None:
            return at
    return None


def rss(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return int(fields["VmRSS"].split()[0]) // 1024, int(fields["VmHWM"].split()[0]) // 1024


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else None


def launch(form, display, cache, trace, keys):
    state = tempfile.mkdtemp(prefix="bench-gui-state-")
    env = dict(os.environ, DISPLAY=display, GDK_BACKEND="x11", GSK_RENDERER="cairo", GTK_A11Y="none",
               TYPEAHEAD_TRACE=str(trace), XDG_CACHE_HOME=str(cache), XDG_STATE_HOME=state,
               XDG_DATA_HOME=state, XDG_CONFIG_HOME=state, NO_AT_BRIDGE="1")
    env.pop("WAYLAND_DISPLAY", None)
    trace.unlink(missing_ok=True)
    start = now_us()
    app = subprocess.Popen([str(APP), str(form)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        painted = wait_for(trace, lambda ev: next((at for at, name, _ in ev if name == "painted"), None), 120)
        if painted is None:
            raise RuntimeError("the window never painted")
        window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(app.pid)], env=env,
                                capture_output=True, text=True).stdout.split()
        if window:
            subprocess.run(["xdotool", "windowactivate", "--sync", window[-1]], env=env, capture_output=True)
        sent = now_us()
        subprocess.run(["xdotool", "type", "--delay", "0", "p"], env=env, check=True)
        first = wait_for(trace, lambda ev: painted_after_rows(ev, sent), 120)
        subprocess.run(["xdotool", "key", "BackSpace"], env=env, check=True)
        time.sleep(0.3)
        latencies, from_send = [], []
        typed = 0
        for word in WORDS * 20:
            for step in list(word) + ["BackSpace"] * len(word):
                if typed >= keys:
                    break
                typed += 1
                sent = now_us()
                if step == "BackSpace":
                    subprocess.run(["xdotool", "key", "BackSpace"], env=env, check=True)
                else:
                    subprocess.run(["xdotool", "key", "space" if step == " " else step], env=env, check=True)

                def done(ev):
                    received = next((at for at, name, _ in ev if at >= sent and name in ("key", "edited")), None)
                    if received is None:
                        return None
                    painted_at = painted_after_rows(ev, received)
                    return None if painted_at is None else (received, painted_at)

                found = wait_for(trace, done, 5)
                if found:
                    latencies.append((found[1] - found[0]) / 1000)
                    from_send.append((found[1] - sent) / 1000)
                time.sleep(0.03)
        memory = rss(app.pid)
    finally:
        app.terminate()
        app.wait()
        shutil.rmtree(state, ignore_errors=True)
    return {"window_ms": (painted - start) / 1000, "first_suggestions_ms": (first - start) / 1000 if first else None,
            "keys": len(latencies), "key_painted_p50_ms": percentile(latencies, 0.5),
            "key_painted_p99_ms": percentile(latencies, 0.99),
            "send_painted_p50_ms": percentile(from_send, 0.5), "send_painted_p99_ms": percentile(from_send, 0.99),
            "rss_mb": memory[0], "peak_mb": memory[1]}


def write_form(data, name):
    form = BENCH / f"{name}.form.json"
    form.write_text(json.dumps({
        "title": name,
        "sources": {"places": {"file": str(data), "key": "geonameid", "weight": "population",
                               "detail": "{region}, {country}"}},
        "fields": [{"id": "place", "label": "Place", "source": "places", "column": "name"}],
    }), encoding="utf-8")
    return form


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--keys", type=int, default=120)
    parser.add_argument("--launches", type=int, default=2, help="launches after the first (cache warm)")
    parser.add_argument("--sets", default="cities500,cities500x10")
    args = parser.parse_args()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, text=True)
    display = ":" + xvfb.stdout.readline().strip()
    try:
        for name in args.sets.split(","):
            data = BENCH / f"{name}.tsv"
            form = write_form(data, name)
            cache = BENCH / f"cache-{name}"
            shutil.rmtree(cache, ignore_errors=True)
            for launch_number in range(1 + args.launches):
                result = launch(form, display, cache, BENCH / f"trace-{name}.txt", args.keys)
                result.update(set=name, launch="first" if launch_number == 0 else f"cached {launch_number}")
                print(json.dumps(result), flush=True)
    finally:
        xvfb.terminate()


if __name__ == "__main__":
    sys.exit(main())
