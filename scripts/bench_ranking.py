"""Ranking against the oracle, for scripts/bench.py (docs/PERFORMANCE.md,
"Ranking against the oracle").

The oracle is SQLite's plain prefix query ordered by weight, the simplest
ranking that could be good: `WHERE folded >= ? AND folded < ? ORDER BY
weight DESC`. Typeahead and the oracle are scored in the same run, on the
same data and the same queries, three ways:

- keystroke savings on targets drawn by population (typed letter by letter,
  picked from the rows shown);
- "tiny exact first": names of places that are also the start of a far more
  popular place's name, where the first row is the tiny exact match;
- typo recall@10, two ways: the very place the query was typed for is among
  the first ten rows; or a place whose name starts with what was meant (the
  query without its mistakes) is: the mistake was corrected, whichever of
  the places of that name the person was after.
"""
import json
import random
import subprocess

# Rows the app's list shows at once.
SHOWN = 8
TARGETS = 1000
TARGET_SEED = 13
# An exact match this many times less popular than the most popular prefix
# match counts as "tiny".
TINY_FACTOR = 100
EXAMPLES = 5


class Places:
    """One data file's places: key, name, folded name, population."""

    def __init__(self, header, rows, fold):
        key, name, population = (header.index(c) for c in ("geonameid", "name", "population"))
        self.keys = [row[key] for row in rows]
        self.names = [row[name] for row in rows]
        self.populations = [int(row[population] or 0) for row in rows]
        self.fold = fold
        self.folded = [fold(n) for n in self.names]
        self.row_of_key = {k: i for i, k in reversed(list(enumerate(self.keys)))}


def sample_targets(places):
    """TARGETS rows drawn with replacement, each as likely as its population."""
    rng = random.Random(TARGET_SEED)
    return rng.choices(range(len(places.keys)), weights=places.populations, k=TARGETS)


def keys_to_reach(name, key, answer):
    """The fewest keys that pick `key`: type name[:typed], then Return on the
    first row (highlighted and completed inline, as the app does) or Down
    k - 1 times and Return on row k of the SHOWN rows; typing the whole name
    and Return when it is never shown."""
    best = len(name) + 1
    for typed in range(1, len(name) + 1):
        if typed + 1 >= best:
            break
        shown = answer(name[:typed])[:SHOWN]
        if key in shown:
            best = min(best, typed + shown.index(key) + 1)
    return best


def savings(places, targets, answer):
    """Mean of 1 - keys / (letters + 1) over the targets."""
    total = 0.0
    for row in targets:
        name = places.names[row]
        total += 1 - keys_to_reach(name, places.keys[row], answer) / (len(name) + 1)
    return total / len(targets)


def tiny_exact_candidates(places):
    """Every folded name that some place has exactly, whose most popular
    exact place is more than TINY_FACTOR times less popular than the most
    popular place whose name merely starts with it. Only such a name can
    put a tiny exact match first, so these are all the queries to check.
    Returns (query as written, folded, most popular exact, most popular
    longer match) for each."""
    exact_max, written = {}, {}
    for name, folded, population in zip(places.names, places.folded, places.populations):
        if not folded:
            continue
        if population >= exact_max.get(folded, -1):
            exact_max[folded] = population
            written.setdefault(folded, name)
    # Names starting with f follow f in sorted order, nested: one pass with a
    # stack of the names the current one starts with gives, for each, the
    # most popular of the longer names starting with it.
    longer_max = {}
    stack = []  # [folded, its own most popular, most popular longer]

    def finish():
        folded, own, longer = stack.pop()
        longer_max[folded] = longer
        if stack:
            stack[-1][2] = max(stack[-1][2], own, longer)

    for folded in sorted(exact_max):
        while stack and not folded.startswith(stack[-1][0]):
            finish()
        stack.append([folded, exact_max[folded], -1])
    while stack:
        finish()
    return [(written[f], f, exact_max[f], longer_max[f]) for f in sorted(exact_max)
            if longer_max[f] > TINY_FACTOR * exact_max[f]]


def tiny_exact_first(places, candidates, answer):
    """How many candidates get a (tiny) exact match as the first row, and
    the most lopsided few."""
    found = []
    for written, folded, exact, longer in candidates:
        rows = answer(written)
        if rows and places.folded[places.row_of_key[rows[0]]] == folded:
            found.append((longer / max(exact, 1), f"{written!r} ({exact:,}) first, before a match of {longer:,}"))
    found.sort(key=lambda example: -example[0])  # the most lopsided first
    return len(found), [text for _, text in found[:EXAMPLES]]


def typo_recall(typos, answer):
    """Share of typo queries whose intended place is among the first 10 rows."""
    return sum(key in answer(query)[:10] for query, key, _ in typos) / len(typos)


def typo_name_recall(places, typos, answer):
    """Share of typo queries with a place among the first 10 rows whose name
    starts with the text meant: the mistake corrected."""
    def corrected(query, meant):
        folded = places.fold(meant)
        return any(places.folded[places.row_of_key[key]].startswith(folded) for key in answer(query)[:10])
    return sum(corrected(query, meant) for query, _, meant in typos) / len(typos)


def engine_answers(command, queries, limit, results_path):
    """Typeahead's ranked keys for each query, from typeahead-bench --results."""
    distinct = list(dict.fromkeys(queries))
    queries_path = results_path.with_suffix(".queries.txt")
    queries_path.write_text("\n".join(distinct) + "\n", encoding="utf-8")
    subprocess.run([*command, "--queries", str(queries_path), "--limit", str(limit), "--results", str(results_path)],
                   check=True, capture_output=True, text=True)
    with open(results_path, encoding="utf-8") as lines:
        answers = [json.loads(line)["keys"] for line in lines if line.strip()]
    assert len(answers) == len(distinct), "typeahead-bench answered a different number of queries"
    return dict(zip(distinct, answers)).__getitem__


def oracle_answers(db, fold, limit):
    """SQLite's plain prefix range ordered by weight, remembered per query."""
    sql = "SELECT key FROM place WHERE folded >= ? AND folded < ? ORDER BY weight DESC LIMIT ?"
    known = {}

    def answer(query):
        if query not in known:
            folded = fold(query)
            known[query] = [k for (k,) in db.execute(sql, (folded, folded + "\U0010ffff", limit))] if folded else []
        return known[query]
    return answer


# What German, Danish, Norwegian and Swedish typists write for letters their
# keyboard may lack (the app's SpelledOutLetters; ae and ss fold already).
WRITTEN_OUT = {"ä": "ae", "ö": "oe", "ü": "ue", "å": "aa", "ø": "oe"}


def written_out(name):
    return "".join(WRITTEN_OUT.get(letter, letter) for letter in name.lower())


def written_out_savings(places, engine_command, scratch):
    """Keystroke savings on TARGETS places with a letter that is written
    out, drawn by population and typed the German way ("koeln" for Köln):
    with the engine's plain spelling, and as a German typist's (--languages
    de). The name typed is the written-out one, so is the count of letters."""
    rows = [row for row, name in enumerate(places.names) if written_out(name) != name.lower()]
    rng = random.Random(TARGET_SEED)
    targets = rng.choices(rows, weights=[places.populations[row] for row in rows], k=TARGETS)
    typed = [written_out(places.names[row])[:n] for row in targets for n in range(1, len(written_out(places.names[row])) + 1)]
    figures = {}
    for label, extra in (("plain", []), ("German typist", ["--languages", "de"])):
        answer = engine_answers([*engine_command, *extra], typed, SHOWN, scratch / "ranking-written-out.jsonl")
        total = 0.0
        for row in targets:
            name = written_out(places.names[row])
            total += 1 - keys_to_reach(name, places.keys[row], answer) / (len(name) + 1)
        figures[label] = total / len(targets)
    return figures


def measure(places, db, engine_command, typos, scratch):
    """Both engines' three figures on one data file."""
    targets = sample_targets(places)
    typed = [places.names[row][:n] for row in targets for n in range(1, len(places.names[row]) + 1)]
    candidates = tiny_exact_candidates(places)
    engines = {
        "typeahead": (engine_answers(engine_command, typed, SHOWN, scratch / "ranking-savings.jsonl"),
                      engine_answers(engine_command, [c[0] for c in candidates], 1, scratch / "ranking-exact.jsonl"),
                      engine_answers(engine_command, [q for q, _, _ in typos], 10, scratch / "ranking-typo.jsonl")),
        "SQLite prefix range (oracle)": (oracle_answers(db, places.fold, SHOWN), oracle_answers(db, places.fold, 1),
                                         oracle_answers(db, places.fold, 10)),
    }
    report = {}
    for engine, (shown, first, ten) in engines.items():
        count, examples = tiny_exact_first(places, candidates, first)
        report[engine] = {"savings": savings(places, targets, shown), "tiny_exact_first": count,
                          "candidates": len(candidates), "examples": examples,
                          "typo_recall_at_10": typo_recall(typos, ten),
                          "typo_name_recall_at_10": typo_name_recall(places, typos, ten)}
    return report


def head_start_answers(db, fold, factor):
    """What the oracle would show if an exact match counted `factor` times
    its weight against the prefix matches (ties to the exact match): to
    measure what a head start for exact matches costs."""
    exact_sql = "SELECT key, weight FROM place WHERE folded = ?"
    prefix_sql = "SELECT key, weight FROM place WHERE folded > ? AND folded < ? ORDER BY weight DESC LIMIT ?"
    known = {}

    def answer(query):
        if query not in known:
            folded = fold(query)
            exact = db.execute(exact_sql, (folded,)).fetchall() if folded else []
            prefix = db.execute(prefix_sql, (folded, folded + "\U0010ffff", SHOWN)).fetchall() if folded else []
            merged = [(weight * factor, 0, key) for key, weight in exact] + [(weight, 1, key) for key, weight in prefix]
            merged.sort(key=lambda row: (-row[0], row[1]))
            known[query] = [key for _, _, key in merged[:SHOWN]]
        return known[query]
    return answer


def head_start_sweep(places, db, factors):
    """Keystroke savings, same targets, for each head start factor."""
    targets = sample_targets(places)
    return [(factor, savings(places, targets, head_start_answers(db, places.fold, factor))) for factor in factors]
