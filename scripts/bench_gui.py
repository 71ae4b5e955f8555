#!/usr/bin/env python3
"""Measures the whole path in the release app and in three GTK peers, the way issue 13 asks.

    python3 scripts/bench_gui.py [--programs typeahead,listview,dropdown,entrycompletion]
                                 [--sets cities500,cities500x10] [--keys 120] [--launches 2]

Needs the data of scripts/bench.py (data/bench/cities500.tsv and
cities500x10.tsv), the release app (`swift build -c release --product
typeahead`), a C compiler with GTK 4's headers, Xvfb and xdotool.

Programs:

- typeahead-xlsform: the same app and field as an XLSForm's
  select_one_from_file of the same file (no weight or detail, which an
  XLSForm cannot give: its opening and first suggestions compare);
- typeahead-postgres: the same app and form, the source a table of the
  same rows on PostgreSQL (`--postgres URI`, tables named after the sets):
  its first launch fetches the table's copy, then as a file;
- typeahead: `.build/release/typeahead` on a one-field form (the place
  name, ranked by population, detail "region, country") with a fresh
  XDG_CACHE_HOME per set: its first launch builds and stores the index cache,
  the later ones map it;
- listview, dropdown, entrycompletion: the peers in Tests/perf/peers/ (a
  GtkListView over a GtkFilterListModel, a GtkDropDown with its search, a
  GtkEntryCompletion), built here with `cc $(pkg-config --cflags --libs
  gtk4)` into .build/peers/ when missing or older than their source, and run
  on the same TSV (name column "name", weight "population").

Every launch runs in a desktop session of its own, as after a login: an
Xvfb display (GDK_BACKEND=x11, GSK_RENDERER=cairo, GTK_A11Y=none), a session
bus and the settings portal running (desktop_session.py); with TYPEAHEAD_TRACE, which the app and
the peers write in one format (key, rendered rows, painted; CLOCK_MONOTONIC
µs). The programs take turns: launch 1 of each, then launch 2 of each, and
so on. Each launch reports:

- window: launch to the first painted frame;
- first suggestions: launch to the first frame painted after rows were
  drawn, typing "p" as soon as the window is painted (the dropdown is
  opened first: Space on it, then Shift+Tab to its search entry, which is
  where its keys go; the other programs take keys in their entry);
- key -> painted p50 / p99: for each X key event sent by xdotool (real
  names typed letter by letter, then erased; the next key is sent when the
  last one is painted), from the program receiving the key to the first
  frame painted after the rows it brought were drawn; and the same from
  xdotool's send;
- slow keys: keys not painted within --key-timeout seconds. The script
  still waits for such a key, up to --key-limit seconds, and its time counts
  in the percentiles; a key not painted by then counts as infinitely slow,
  and the launch stops typing (as it does after --launch-budget seconds of
  typing): "typed" says how many keys were sent;
- RSS at the end of typing, and the peak (VmHWM).
"""
import argparse
import json
import math
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

from desktop_session import DesktopSession
from trace_reader import Trace, resident_megabytes as rss

ROOT = pathlib.Path(__file__).resolve().parent.parent
BENCH = ROOT / "data" / "bench"
APP = ROOT / ".build" / "release" / "typeahead"
PEER_SOURCES = ROOT / "Tests" / "perf" / "peers"
PEER_BUILDS = ROOT / ".build" / "peers"
PROGRAMS = ["typeahead", "typeahead-xlsform", "typeahead-postgres", "listview", "dropdown", "entrycompletion"]
WORDS = ["paris", "london", "springfield", "san jose", "tokyo", "berlin", "mumbai", "lagos", "kyiv", "quito",
         "helsinki", "rio", "cairo", "osaka", "dallas", "zurich"]


def now_us():
    return time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000


def painted_after_rows(events, since):
    """The first frame painted after rows were drawn, both after `since`."""
    rows_at = None
    for at, name, detail in events_since(events, since):
        if name == "rendered" and detail == "rows" and rows_at is None:
            rows_at = at
        elif name == "painted" and rows_at is not None:
            return at
    return None


def events_since(events, since):
    """The events at or after `since` (the trace is in time order), oldest first."""
    start = len(events)
    while start > 0 and events[start - 1][0] >= since:
        start -= 1
    return events[start:]


def painted_after_render(events, since):
    """The first frame painted after the program drew a state, both after `since`: its rows, or (the app
    only) a state whose rows stayed as they were, such as a key that removes an inline completion."""
    rendered_at = None
    for at, name, _ in events_since(events, since):
        if name == "rendered" and rendered_at is None:
            rendered_at = at
        elif name == "painted" and rendered_at is not None:
            return at
    return None


def key_painted(sent):
    """A predicate: (key received, frame painted) for the key sent at `sent`."""
    def done(events):
        received = next((at for at, name, _ in events_since(events, sent) if name in ("key", "edited")), None)
        if received is None:
            return None
        painted_at = painted_after_render(events, received)
        return None if painted_at is None else (received, painted_at)
    return done


def erase_all(env, trace, program, limit):
    """Empties the entry, unmeasured. The app's Backspace over an inline completion removes only the
    completion, so a word typed in the app can outlive its backspaces: Ctrl+A, Backspace. The peers have no
    inline completion: their backspaces always empty the entry, and this does nothing."""
    if not program.startswith("typeahead"):
        return
    sent = now_us()
    xdotool(env, "key", "ctrl+a", "BackSpace")
    trace.wait_for(key_painted(sent), limit)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else None


def build_peers(programs):
    """Compiles each peer into .build/peers/ if it is missing or older than its source."""
    flags = None
    for name in programs:
        if name.startswith("typeahead"):
            continue
        source, binary = PEER_SOURCES / f"{name}.c", PEER_BUILDS / name
        newest = max(source.stat().st_mtime, (PEER_SOURCES / "peer.h").stat().st_mtime)
        if binary.exists() and binary.stat().st_mtime >= newest:
            continue
        if flags is None:
            flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4"], capture_output=True, text=True,
                                   check=True).stdout.split()
        PEER_BUILDS.mkdir(parents=True, exist_ok=True)
        print(f"building {binary.relative_to(ROOT)}", file=sys.stderr, flush=True)
        subprocess.run(["cc", "-O2", "-Wall", "-o", str(binary), str(source), *flags], check=True)


def xdotool(env, *arguments):
    subprocess.run(["xdotool", *arguments], env=env, check=True)


def launch(program, data, form, cache, trace_path, args):
    state = tempfile.mkdtemp(prefix="bench-gui-state-")
    session = DesktopSession(extra_env=dict(TYPEAHEAD_TRACE=str(trace_path), XDG_CACHE_HOME=str(cache),
                                            XDG_STATE_HOME=state, XDG_DATA_HOME=state, XDG_CONFIG_HOME=state))
    app = None
    try:
        env = session.env
        trace_path.unlink(missing_ok=True)
        trace = Trace(trace_path)
        command = [str(APP), str(form)] if program.startswith("typeahead") else \
            [str(PEER_BUILDS / program), str(data), "name", "population"]
        start = now_us()
        app = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        painted = trace.wait_for(lambda ev: next((at for at, name, _ in ev if name == "painted"), None), 300)
        if painted is None:
            raise RuntimeError(f"{program}: the window never painted")
        window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(app.pid)], env=env,
                                capture_output=True, text=True).stdout.split()
        if window:
            subprocess.run(["xdotool", "windowactivate", "--sync", window[-1]], env=env, capture_output=True)
        if program == "dropdown":
            # Open the dropdown (Space on its button), then move to its search entry.
            sent = now_us()
            xdotool(env, "key", "space")
            if trace.wait_for(lambda ev: painted_after_rows(ev, sent), 300) is None:
                raise RuntimeError("dropdown: the popup never opened")
            xdotool(env, "key", "shift+Tab")
            time.sleep(0.1)
        sent = now_us()
        xdotool(env, "type", "--delay", "0", "p")
        first = trace.wait_for(lambda ev: painted_after_rows(ev, sent), 300)
        if program.startswith("typeahead"):
            erase_all(env, trace, program, args.key_limit)
        else:
            sent = now_us()
            xdotool(env, "key", "BackSpace")
            trace.wait_for(key_painted(sent), args.key_limit)
        time.sleep(0.3)

        latencies, from_send = [], []
        slow = lost = 0
        stopped = None
        typing_since = time.monotonic()
        steps = [step for word in WORDS * 20 for step in list(word) + ["BackSpace"] * len(word) + [None]]
        for step in steps:
            if len(latencies) >= args.keys:
                break
            if step is None:  # a word typed and erased
                erase_all(env, trace, program, 1)
                continue
            if time.monotonic() - typing_since > args.launch_budget:
                stopped = f"launch budget of {args.launch_budget:g} s spent"
                break
            sent = now_us()
            xdotool(env, "key", {"BackSpace": "BackSpace", " ": "space"}.get(step, step))
            found = trace.wait_for(key_painted(sent), args.key_timeout)
            if found is None:
                slow += 1
                found = trace.wait_for(key_painted(sent), max(0, args.key_limit - args.key_timeout))
            if found is None:
                lost += 1
                latencies.append(math.inf)
                from_send.append(math.inf)
                stopped = f"a key not painted within {args.key_limit:g} s"
                break
            latencies.append((found[1] - found[0]) / 1000)
            from_send.append((found[1] - sent) / 1000)
            time.sleep(0.03)
        memory = rss(app.pid)
    finally:
        if app is not None:
            app.terminate()
            try:
                app.wait(10)
            except subprocess.TimeoutExpired:
                app.kill()
                app.wait()
        session.close()
        shutil.rmtree(state, ignore_errors=True)
    return {"window_ms": (painted - start) / 1000, "first_suggestions_ms": (first - start) / 1000 if first else None,
            "typed": len(latencies), "slow": slow, "lost": lost, "stopped": stopped,
            "key_painted_p50_ms": percentile(latencies, 0.5), "key_painted_p99_ms": percentile(latencies, 0.99),
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


def write_xlsform(data, name):
    """The same field as an XLSForm's select_one_from_file of the same file (written by openpyxl): no weight
    or detail, which an XLSForm cannot give, so only its opening compares."""
    import openpyxl
    form = BENCH / f"{name}.xlsx"
    book = openpyxl.Workbook()
    survey = book.active
    survey.title = "survey"
    survey.append(["type", "name", "label", "parameters"])
    survey.append([f"select_one_from_file {data.name}", "place", "Place", "value=geonameid label=name"])
    book.save(form)
    return form


def write_postgres_form(uri, name):
    """The same form, its source the table NAME on the server at URI (a copy fetched at the first launch)."""
    form = BENCH / f"{name}-postgres.form.json"
    form.write_text(json.dumps({
        "title": name,
        "sources": {"places": {"postgres": uri, "table": name, "key": "geonameid", "weight": "population",
                               "detail": "{region}, {country}"}},
        "fields": [{"id": "place", "label": "Place", "source": "places", "column": "name"}],
    }), encoding="utf-8")
    return form


def seconds(ms):
    return "—" if ms is None else f"{ms / 1000:.2f} s"


def millis(value, limit):
    if value is None:
        return "—"
    return f"> {limit:g} s" if math.isinf(value) else (f"{value:.1f}" if value < 1000 else f"{value:,.0f}")


def table(results, args):
    print(f"\n| set | program | launch | window | first suggestions | key → painted p50 / p99 ms"
          f" | send → painted p50 / p99 ms | keys typed / over {args.key_timeout:g} s | RSS / peak MB |")
    print("|---|---|---|---:|---:|---:|---:|---:|---:|")
    for r in results:
        keys = f"{r['typed']} / {r['slow']}" + (f" (stopped: {r['stopped']})" if r["stopped"] else "")
        print(f"| {r['set']} | {r['program']} | {r['launch']} | {seconds(r['window_ms'])}"
              f" | {seconds(r['first_suggestions_ms'])}"
              f" | {millis(r['key_painted_p50_ms'], args.key_limit)} / {millis(r['key_painted_p99_ms'], args.key_limit)}"
              f" | {millis(r['send_painted_p50_ms'], args.key_limit)} / {millis(r['send_painted_p99_ms'], args.key_limit)}"
              f" | {keys} | {r['rss_mb']:,} / {r['peak_mb']:,} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--programs", default=",".join(PROGRAMS), help="comma-separated, of " + ", ".join(PROGRAMS))
    parser.add_argument("--sets", default="cities500,cities500x10")
    parser.add_argument("--keys", type=int, default=120, help="keys typed per launch")
    parser.add_argument("--launches", type=int, default=2,
                        help="launches of each program after the first (the app's later ones map its cache)")
    parser.add_argument("--key-timeout", type=float, default=5, help="seconds: a key painted later is counted slow")
    parser.add_argument("--key-limit", type=float, default=60,
                        help="seconds: a key not painted by then stops the launch's typing")
    parser.add_argument("--launch-budget", type=float, default=600, help="seconds of typing per launch at most")
    parser.add_argument("--postgres", help="for typeahead-postgres: a URI of the server whose tables, named after "
                        "the sets, hold the same rows (password in PGPASSWORD)")
    args = parser.parse_args()
    programs = args.programs.split(",")
    unknown = [name for name in programs if name not in PROGRAMS]
    if unknown:
        parser.error(f"unknown program(s): {', '.join(unknown)}")
    if "typeahead-postgres" in programs and not args.postgres:
        parser.error("typeahead-postgres needs --postgres URI")
    if any(name.startswith("typeahead") for name in programs) and not APP.exists():
        parser.error(f"{APP.relative_to(ROOT)} is missing: swift build -c release --product typeahead")
    build_peers(programs)
    results = []
    for name in args.sets.split(","):
        data = BENCH / f"{name}.tsv"
        if not data.exists():
            parser.error(f"{data.relative_to(ROOT)} is missing: python3 scripts/bench.py writes it")
        forms = {program: write_postgres_form(args.postgres, name) if program == "typeahead-postgres"
                 else write_xlsform(data, name) if program == "typeahead-xlsform"
                 else write_form(data, name) for program in programs}
        # A cache of each program's own: each first launch is a first launch.
        caches = {program: BENCH / f"cache-{name}-{program}" for program in programs}
        for cache in caches.values():
            shutil.rmtree(cache, ignore_errors=True)
        for launch_number in range(1 + args.launches):
            for program in programs:
                result = launch(program, data, forms[program], caches[program], BENCH / f"trace-{name}-{program}.txt", args)
                if program.startswith("typeahead"):
                    label = "first" if launch_number == 0 else f"cached {launch_number}"
                else:
                    label = f"run {launch_number + 1}"
                result.update(set=name, program=program, launch=label)
                results.append(result)
                print(json.dumps(result), flush=True)
    table(results, args)


if __name__ == "__main__":
    sys.exit(main())
