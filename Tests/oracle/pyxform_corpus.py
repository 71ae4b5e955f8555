"""The oracle for Typeahead's reading of pyxform's own example workbooks
(tests/example_xls and tests/bug_example_xls in XLSForm/pyxform, not kept
here): what pyxform says each question means, as xlsform_cases.py's
meaning() describes it. Prints one JSON line a workbook, sorted:
{"file": PATH, "title": ..., "fields": [...], "unsupported": [TYPE]} or
{"file": PATH, "error": MESSAGE} when pyxform refuses the form. Usage:
python3 Tests/oracle/pyxform_corpus.py FOLDER|FILE

"unsupported" lists, once each and sorted, the pyxform types found anywhere
in the survey (groups and repeats included) that Typeahead does not key yet;
a repeat is one of them."""
import json
import pathlib
import sys

from pyxform import xls2json

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from xlsform_cases import meaning  # noqa: E402

SUPPORTED = {"text", "integer", "decimal", "date", "time", "dateTime", "datetime", "acknowledge", "select one",
             "select all that apply", "note", "geopoint", "photo", "image", "audio", "video", "file", "barcode",
             "calculate", "group", "start", "end", "today", "username", "deviceid", "phonenumber", "subscriberid",
             "simserial", "audit"}


def unsupported(path):
    found = set()

    def walk(children):
        for child in children:
            if child.get("type") not in SUPPORTED:
                found.add(child.get("type"))
            walk(child.get("children", []))

    walk(xls2json.parse_file_to_json(path)["children"])
    return sorted(found, key=str)


def main():
    given = pathlib.Path(sys.argv[1])
    for path in [str(given)] if given.is_file() else sorted(str(p) for p in given.rglob("*.xlsx")):
        try:
            case = meaning(path)
            case["unsupported"] = unsupported(path)
        except Exception as error:  # pyxform refuses the form
            case = {"error": str(error).splitlines()[0] if str(error) else type(error).__name__}
        case["file"] = path
        print(json.dumps(case, ensure_ascii=False))


if __name__ == "__main__":
    main()
