"""Writes a workbook with openpyxl: python3 Tests/oracle/write_workbook.py
OUT.xlsx JSON, where JSON maps each sheet's name to its rows (lists of
cells). The XLSForm tests make their workbooks with it, so that what they
read was written by a library nobody here wrote."""
import json
import sys

import openpyxl

book = openpyxl.Workbook()
book.remove(book.active)
for name, rows in json.loads(sys.argv[2]).items():
    sheet = book.create_sheet(name)
    for row in rows:
        sheet.append(row)
book.save(sys.argv[1])
