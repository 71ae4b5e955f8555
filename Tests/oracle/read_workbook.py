#!/usr/bin/env python3
"""Reads a workbook's first sheet with openpyxl (not written here), the
oracle of Typeahead's .xlsx export: prints one JSON array per row, each cell
as [type, value] where type is openpyxl's (s text, n number, d date) and a
date is written ISO 8601. Usage: python3 Tests/oracle/read_workbook.py FILE"""
import datetime
import json
import sys

import openpyxl

book = openpyxl.load_workbook(sys.argv[1])
sheet = book.worksheets[0]
for row in sheet.iter_rows():
    cells = []
    for cell in row:
        value = cell.value
        if isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
            value = value.isoformat()
        cells.append([cell.data_type, value])
    print(json.dumps(cells, ensure_ascii=False))
