"""Random XLSForms, written with openpyxl and read by pyxform (neither
written here): what pyxform says each question means, for the XLSForm
reader's tests to agree with. Prints one JSON line a case:
{"file": PATH, "title": ..., "fields": [...]} or {"file": PATH, "error": MESSAGE}
when pyxform refuses the form. Usage:
python3 Tests/oracle/xlsform_cases.py SEED COUNT FOLDER

A field is {"id", "type" (text integer decimal date time datetime choice choices note calculate),
"label", "hint", "required" (true, false, or the expression),
"relevant" (its own and its groups', each in parentheses, joined by
"and"; as Typeahead combines them), "constraint", "constraintMessage",
"calculation", "readOnly", "default", "options": [[name, label]]}. The types pyxform
reads that Typeahead does not key yet are not generated."""
import json
import random
import sys

import openpyxl
from pyxform import xls2json
from pyxform.builder import create_survey_element_from_dict

WORDS = ["alpha", "beta", "gamma", "delta", "zeta", "kappa", "sigma", "omega", "lima", "oscar", "tango", "echo"]
LANGUAGES = [("English (en)", "en"), ("Deutsch (de)", "de"), ("Français (fr)", "fr")]


def label(rng):
    return " ".join(rng.choice(WORDS).capitalize() if i == 0 else rng.choice(WORDS) for i in range(rng.randint(1, 3)))


def make_case(rng, path):
    languages = rng.sample(LANGUAGES, rng.randint(1, 2)) if rng.random() < 0.5 else []
    label_columns = ["label::" + name for name, _ in languages] if languages else ["label"]
    lists = {}
    for number in range(rng.randint(1, 3)):
        names = rng.sample(["1", "2", "3", "4", "yes", "no", "m", "f", "x9"], rng.randint(2, 5))
        labels = rng.sample(WORDS, len(names))
        lists["list%d" % number] = [(name, [l.capitalize() + suffix for suffix in ([""] + [" (%s)" % c for _, c in languages[1:]])][:max(1, len(label_columns))])
                                    for name, l in zip(names, labels)]
    header = ["type", "name"] + label_columns + ["hint", "required", "relevant", "constraint", "constraint_message", "calculation", "read_only", "default"]
    rows, names, top_names, depth = [], [], [], 0
    mistake = rng.random() < 0.15
    for _ in range(rng.randint(2, 10)):
        kind = rng.choice(["text", "integer", "decimal", "date", "time", "dateTime", "select_one", "select_multiple", "note", "calculate",
                           "begin group", "end group"])
        if kind == "end group" and depth == 0:
            kind = "text"
        if kind == "begin group" and depth >= 2:
            kind = "integer"
        name = "q%d_%s" % (len(names) + 1, rng.choice(WORDS))
        if kind == "begin group":
            # Groups are passed over here (their relevant goes to their
            # questions), so none shares a question's name.
            name = "group%d" % len(rows)
        row = {"type": kind, "name": name}
        if kind == "end group":
            depth -= 1
            rows.append({"type": "end group"})
            continue
        if kind == "begin group":
            depth += 1
        if kind in ("select_one", "select_multiple"):
            row["type"] = kind + " " + rng.choice(sorted(lists))
        if kind != "calculate":
            for column in label_columns:
                row[column] = label(rng)
        if rng.random() < 0.3 and kind not in ("calculate", "begin group"):
            row["hint"] = label(rng)
        if rng.random() < 0.3 and kind not in ("note", "calculate", "begin group"):
            row["required"] = rng.choice(["yes", "no", "true()", "${%s} != ''" % names[-1] if names else "yes"])
        if names and rng.random() < 0.35:
            row["relevant"] = "${%s} = '%s'" % (rng.choice(names), rng.choice(["yes", "1", "x"]))
        if kind in ("integer", "decimal") and rng.random() < 0.4:
            row["constraint"] = ". >= %d" % rng.randint(0, 9)
            if rng.random() < 0.5:
                row["constraint_message"] = label(rng)
        if kind == "calculate":
            row["calculation"] = "${%s} + 1" % names[-1] if names else "1 + 1"
        if kind in ("text", "integer") and rng.random() < 0.1:
            row["read_only"] = "yes"
        if rng.random() < 0.2 and kind in ("text", "integer", "select_one"):
            row["default"] = {"text": rng.choice(WORDS), "integer": str(rng.randint(0, 99)),
                              "select_one": rng.choice(lists[row["type"].split(" ")[-1]])[0] if kind == "select_one" else ""}[kind]
        rows.append(row)
        if kind != "begin group":
            names.append(name)
            if depth == 0:
                top_names.append(name)
    for _ in range(depth):
        rows.append({"type": "end group"})
    if mistake:
        choice = rng.random()
        if choice < 0.4 and top_names:
            # (pyxform allows a name again in another group; Typeahead's
            # entries are flat, so only a name again beside itself is made.)
            rows.append({"type": "text", "name": top_names[0], label_columns[0]: "again"})
        elif choice < 0.7:
            rows.append({"type": "select_one nolist", "name": "qz", label_columns[0]: "z"})
        else:
            rows.insert(0, {"type": "end group"})
    if not names:
        rows.append({"type": "text", "name": "q_last", label_columns[0]: "Last"})
    book = openpyxl.Workbook()
    survey = book.active
    survey.title = "survey"
    survey.append(header)
    for row in rows:
        survey.append([row.get(column, "") for column in header])
    choices = book.create_sheet("choices")
    choices.append(["list_name", "name"] + label_columns)
    for list_name, options in lists.items():
        for name, labels in options:
            choices.append([list_name, name] + (labels + labels * 3)[:len(label_columns)])
    if rng.random() < 0.5:
        settings = book.create_sheet("settings")
        settings.append(["form_title", "default_language"])
        settings.append([label(rng), languages[0][0] if languages else ""])
    book.save(path)


def text_of(value, language):
    if isinstance(value, dict):
        return value.get(language) if language in value else next(iter(value.values()))
    return value


def meaning(path):
    form = xls2json.parse_file_to_json(path)
    create_survey_element_from_dict(form)  # what pyxform refuses when it builds the form
    language = form.get("default_language", "default")
    fields = []

    def walk(children, relevants):
        for child in children:
            bind = child.get("bind", {})
            if child["type"] == "group":
                if child["name"] != "meta":
                    walk(child["children"], relevants + ([bind["relevant"]] if "relevant" in bind else []))
                continue
            kind = {"select one": "choice", "select all that apply": "choices", "dateTime": "datetime"}.get(child["type"], child["type"])
            own = relevants + ([bind["relevant"]] if "relevant" in bind else [])
            required = bind.get("required")
            fields.append({
                "id": child["name"], "type": kind,
                "label": text_of(child.get("label"), language) or child["name"],
                "hint": text_of(child.get("hint"), language),
                "required": True if required in ("yes", "true()", "true") else (False if required in (None, "no", "false()", "false") else required),
                "relevant": (own[0] if len(own) == 1 else " and ".join("(%s)" % r for r in own)) if own else None,
                "constraint": bind.get("constraint"),
                "constraintMessage": text_of(bind.get("jr:constraintMsg"), language),
                "calculation": bind.get("calculate"),
                "readOnly": kind == "note" or bind.get("readonly") in ("true()", "yes"),
                "default": child.get("default"),
                "options": [[c["name"], text_of(c.get("label"), language) or c["name"]] for c in child.get("choices", [])],
            })

    walk(form["children"], [])
    return {"title": form.get("title"), "fields": fields}


def main():
    rng = random.Random(int(sys.argv[1]))
    for number in range(int(sys.argv[2])):
        path = "%s/case-%d.xlsx" % (sys.argv[3], number)
        make_case(rng, path)
        try:
            case = meaning(path)
        except Exception as error:  # pyxform refuses the form
            case = {"error": str(error).splitlines()[0] if str(error) else type(error).__name__}
        case["file"] = path
        print(json.dumps(case, ensure_ascii=False))


if __name__ == "__main__":
    main()
