# When an entry was saved, on the clock the desktop chose (GNOME Settings'
# time format, `clock-format`) and in the person's language: a 12-hour
# clock in English, then a 24-hour one in German, read from the entries
# view's rows through the accessibility tree.
OUT="$WORK/out.jsonl"
a11y_on
gsettings set org.gnome.desktop.interface clock-format 12h
app_start --output "$OUT"
save_trips "$OUT" Ada
press ctrl+e
a11y_wait '^table row\|Saved: Today (1[0-2]|[1-9]):[0-5][0-9] (AM|PM), Traveller: Ada,'
shot twelve-hour
app_stop

mkdir -p "$WORK/locale/de/LC_MESSAGES"
msgfmt --check -o "$WORK/locale/de/LC_MESSAGES/typeahead.mo" po/de.po
gsettings set org.gnome.desktop.interface clock-format 24h
LANGUAGE=de LANG=de_DE.UTF-8 TYPEAHEAD_LOCALE_DIR="$WORK/locale" app_start --output "$OUT"
press ctrl+e
a11y_wait '^table row\|Gespeichert: Heute ([01][0-9]|2[0-3]):[0-5][0-9], Reisende\(r\): Ada,'
shot german
app_stop
