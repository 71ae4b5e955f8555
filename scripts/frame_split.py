#!/usr/bin/env python3
"""Splits key -> painted into its parts, from the app's trace.

    python3 scripts/frame_split.py [--sets cities500] [--launches 1] [--app PATH] [--keys N]

Runs launches the way scripts/bench_gui.py does (it reuses its `launch`),
after one first launch that stores the index cache, keeps each launch's
trace in data/bench/split-SET-N.txt, and splits each typed key from the
app receiving it ("key") to the first frame painted after the rows it
brought were drawn:

- answer: the key's suggestions computed ("answer");
- render: the window starts drawing the new state ("render"), and
  rendered: it has drawn it ("rendered rows");
- frame: GTK's frame clock starts the next frame ("frame before-paint");
  layout and paint: its layout and paint phases end (the window's
  surface; a popover's surface runs its own handlers after these);
- painted: the frame's after-paint;
- on_cpu and runnable: the main thread's time on a CPU, and waiting for
  one, from the key to the frame's end (the app's "cpu" events); the rest
  of the total it was blocked (on the X server, or idle).

Also counts the frames started between the key and that frame, and the
time from the frame before to this one's start (GDK's idle frame clock
waits a refresh interval, 16.7 ms, from one frame's start to the next's).
`python3 scripts/frame_split.py --trace FILE` splits an existing trace.
"""
import argparse
import json
import os
import pathlib
import shutil
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import bench_gui  # noqa: E402


def split(events):
    keys = [i for i, (_, name, _) in enumerate(events) if name == "key"]
    rows = []
    for n, start in enumerate(keys):
        end = keys[n + 1] if n + 1 < len(keys) else len(events)
        cycle = events[start:end]
        received = cycle[0][0]
        marks = {"answer": None, "render": None, "rendered": None, "frame": None, "layout": None, "paint": None,
                 "painted": None}
        frames = 0
        last_frame = None
        previous_frame = None
        for at, name, detail in events[:start]:
            if name == "frame" and detail == "before-paint":
                previous_frame = at
        for at, name, detail in cycle:
            if name == "frame" and detail == "before-paint":
                frames += 1
                if marks["rendered"] is not None and marks["frame"] is None:
                    marks["frame"] = at
                    marks["before"] = previous_frame
                previous_frame = at
            if name == "answer" and marks["answer"] is None:
                marks["answer"] = at
            elif name == "render" and marks["rendered"] is None:
                marks["render"] = at
            elif name == "rendered" and detail == "rows" and marks["rendered"] is None:
                marks["rendered"] = at
            elif name == "frame" and detail in ("layout", "paint") and marks["frame"] is not None and marks[detail] is None:
                marks[detail] = at
            elif name == "painted" and marks["frame"] is not None and marks["painted"] is None:
                marks["painted"] = at
                break
        if marks["painted"] is None:
            continue
        row = {"key": cycle[0][2], "total": (marks["painted"] - received) / 1000, "frames": frames}
        # The main thread's time on a CPU and waiting for one, from the
        # "cpu" events written just after the key and just after the frame.
        cpus = [(at, detail) for at, name, detail in cycle if name == "cpu"]
        first = next((d for at, d in cpus), None)
        last = next((d for at, d in cpus if at >= marks["painted"]), None)
        if first and last:
            (run0, wait0), (run1, wait1) = (map(int, first.split()), map(int, last.split()))
            row["on_cpu"] = (run1 - run0) / 1000
            row["runnable"] = (wait1 - wait0) / 1000
        last = received
        for part in ("answer", "render", "rendered", "frame", "layout", "paint", "painted"):
            if marks[part] is not None:
                row[part] = (marks[part] - last) / 1000
                last = marks[part]
        if marks.get("before") is not None:
            row["since_last_frame"] = (marks["frame"] - marks["before"]) / 1000
        rows.append(row)
    return rows


def report(rows, label):
    def pct(values, fraction):
        return bench_gui.percentile(values, fraction)

    totals = [r["total"] for r in rows]
    print(f"## {label}: {len(rows)} keys, key -> painted p50 {pct(totals, .5):.1f} ms, p90 {pct(totals, .9):.1f}, "
          f"p99 {pct(totals, .99):.1f}, max {max(totals):.1f}")
    for part in ("answer", "render", "rendered", "frame", "layout", "paint", "painted", "on_cpu", "runnable"):
        values = [r[part] for r in rows if part in r]
        if values:
            print(f"  {part:>9}: p50 {pct(values, .5):6.2f}  p90 {pct(values, .9):6.2f}  p99 {pct(values, .99):6.2f}  "
                  f"max {max(values):6.2f}  (n={len(values)})")
    multi = sum(1 for r in rows if r["frames"] > 1)
    print(f"  keys with more than one frame started: {multi}")
    print("  slowest keys:")
    for r in sorted(rows, key=lambda r: -r["total"])[:6]:
        print("   ", json.dumps({k: (round(v, 2) if isinstance(v, float) else v) for k, v in r.items()}))


def mark_wm_check(display):
    """Sets the root window's _NET_SUPPORTING_WM_CHECK (type WINDOW) to the root itself."""
    import ctypes
    xlib = ctypes.cdll.LoadLibrary("libX11.so.6")
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XDefaultRootWindow.restype = ctypes.c_ulong
    xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    xlib.XInternAtom.restype = ctypes.c_ulong
    xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    xlib.XChangeProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_int,
                                     ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
    xlib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    connection = xlib.XOpenDisplay(display.encode())
    root = ctypes.c_ulong(xlib.XDefaultRootWindow(connection))
    atom = xlib.XInternAtom(connection, b"_NET_SUPPORTING_WM_CHECK", 0)
    xlib.XChangeProperty(connection, root.value, atom, 33, 32, 0, ctypes.byref(root), 1)  # XA_WINDOW, PropModeReplace
    xlib.XSync(connection, 0)
    return connection  # kept open: the server resets, dropping the property, when its last client leaves


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default="cities500")
    parser.add_argument("--launches", type=int, default=1, help="cached launches to split")
    parser.add_argument("--keys", type=int, default=120)
    parser.add_argument("--app", help="the binary (default .build/release/typeahead)")
    parser.add_argument("--trace", help="split this trace and stop")
    parser.add_argument("--keep-cache", action="store_true", help="reuse data/bench/cache-SET from an earlier run")
    parser.add_argument("--wm-check", action="store_true",
                        help="mark the root window as its own _NET_SUPPORTING_WM_CHECK, as a window manager "
                             "would: without one GDK asks the X server again at every check (several round "
                             "trips a frame); an experiment, the bench runs without")
    args = parser.parse_args()
    if args.trace:
        report(split(bench_gui.read_trace(args.trace)), args.trace)
        return
    if args.app:
        bench_gui.APP = pathlib.Path(args.app).resolve()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, text=True)
    display = ":" + xvfb.stdout.readline().strip()
    wm_check = mark_wm_check(display) if args.wm_check else None  # noqa: F841 (held open)
    try:
        for name in args.sets.split(","):
            form = bench_gui.write_form(bench_gui.BENCH / f"{name}.tsv", name)
            cache = bench_gui.BENCH / f"cache-{name}"
            if not args.keep_cache or not cache.exists():
                shutil.rmtree(cache, ignore_errors=True)
                bench_gui.launch(form, display, cache, bench_gui.BENCH / f"split-{name}-0.txt", 8)
            for number in range(1, 1 + args.launches):
                trace = bench_gui.BENCH / f"split-{name}-{number}.txt"
                result = bench_gui.launch(form, display, cache, trace, args.keys)
                print(json.dumps(dict(result, set=name, launch=number)), flush=True)
                report(split(bench_gui.read_trace(trace)), f"{name} launch {number}")
    finally:
        xvfb.terminate()


if __name__ == "__main__":
    sys.exit(main())
