"""Reads a TYPEAHEAD_TRACE file as the app writes it (one event a line:
CLOCK_MONOTONIC µs, name, detail), and a process's memory, for the
benchmark scripts."""
import time


class Trace:
    """The events of a trace file, read as it grows (only the new bytes each time)."""

    def __init__(self, path):
        self.path = path
        self.events = []
        self.offset = 0
        self.partial = b""

    def read(self):
        try:
            with open(self.path, "rb") as trace:
                trace.seek(self.offset)
                chunk = trace.read()
        except FileNotFoundError:
            return self.events
        self.offset += len(chunk)
        lines = (self.partial + chunk).split(b"\n")
        self.partial = lines.pop()
        for line in lines:
            parts = line.decode(errors="replace").split("\t")
            if len(parts) >= 2 and parts[0].isdigit():
                self.events.append((int(parts[0]), parts[1], parts[2] if len(parts) > 2 else ""))
        return self.events

    def wait_for(self, predicate, timeout):
        deadline = time.monotonic() + timeout
        while True:
            found = predicate(self.read())
            if found is not None or time.monotonic() >= deadline:
                return found
            time.sleep(0.001)


def resident_megabytes(pid):
    """VmRSS and VmHWM (the peak) of process `pid`, in MB."""
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return int(fields["VmRSS"].split()[0]) // 1024, int(fields["VmHWM"].split()[0]) // 1024
