#!/usr/bin/env python3
"""Writes data/market.xlsx, the bundled demo XLSForm, with openpyxl: a
market survey as a survey team would write it in a spreadsheet. It shows
what Typeahead reads of XLSForm: a group with its heading and relevant,
select_one and select_multiple by code, a cascading choice (choice_filter),
a time, a date of birth and the age from today(), a default, a
select_one_from_file of the bundled countries, a constraint with its
message, and a note that shows values. Usage: python3 data/make_market_xlsform.py"""
import pathlib

import openpyxl

HERE = pathlib.Path(__file__).resolve().parent

SURVEY = [
    ["type", "name", "label", "hint", "required", "relevant", "constraint", "constraint_message", "calculation", "default", "choice_filter"],
    ["start", "start", "", "", "", "", "", "", "", "", ""],
    ["text", "stall", "Stall number", "As painted on the stall", "yes", "", "", "", "", "", ""],
    ["select_one land", "land", "Country of the market", "", "yes", "", "", "", "", "ie", ""],
    ["select_one region", "region", "Region", "", "yes", "", "", "", "", "", "land = ${land}"],
    ["time", "came", "Time of the visit", "", "", "", "", "", "", "", ""],
    ["begin group", "seller", "The seller", "", "", "", "", "", "", "", ""],
    ["date", "born", "Seller's date of birth", "", "", "", ". < today()", "A date before today", "", "", ""],
    ["calculate", "age", "Age", "", "", "", "", "", "int((today() - ${born}) div 365.25)", "", ""],
    ["select_one land", "from", "Seller's country of birth", "", "", "", "", "", "", "", ""],
    ["end group", "", "", "", "", "", "", "", "", "", ""],
    ["select_multiple fruit", "fruit", "Fruit sold", "", "yes", "", "", "", "", "", ""],
    ["integer", "crates", "Crates on the stall", "", "", "${fruit} != ''", ". >= 0 and . <= 200", "From 0 to 200 crates", "", "", ""],
    ["note", "seen", "Seller aged ${age}, ${crates} crates", "", "", "", "", "", "", "", ""],
    ["text", "remark", "Remark", "", "", "", "", "", "", "", ""],
    ["end", "end", "", "", "", "", "", "", "", "", ""],
]

CHOICES = [
    ["list_name", "name", "label", "land"],
    ["land", "ie", "Ireland", ""],
    ["land", "fr", "France", ""],
    ["region", "c", "Connacht", "ie"],
    ["region", "l", "Leinster", "ie"],
    ["region", "m", "Munster", "ie"],
    ["region", "u", "Ulster", "ie"],
    ["region", "bre", "Bretagne", "fr"],
    ["region", "nor", "Normandie", "fr"],
    ["region", "idf", "Île-de-France", "fr"],
    ["fruit", "1", "Apples", ""],
    ["fruit", "2", "Pears", ""],
    ["fruit", "3", "Plums", ""],
    ["fruit", "4", "Cherries", ""],
]

SETTINGS = [["form_title", "form_id", "version"], ["Market survey", "market", "1"]]


def main():
    book = openpyxl.Workbook()
    book.remove(book.active)
    for name, rows in [("survey", SURVEY), ("choices", CHOICES), ("settings", SETTINGS)]:
        sheet = book.create_sheet(name)
        for row in rows:
            sheet.append(row)
    book.save(HERE / "market.xlsx")


if __name__ == "__main__":
    main()
