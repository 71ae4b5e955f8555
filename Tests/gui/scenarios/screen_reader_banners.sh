# With Orca running (headless, as in screen_reader_speech): what a person
# hears when a save fails (the banner's text, with the focus staying in
# the form) and when the app starts again on the entry that was not saved
# (the restored draft's toast).
source "$(dirname "${BASH_SOURCE[0]}")/../orca.sh"
orca_start
speech_mark
# An output folder that does not exist: the save fails, and the banner says why.
app_start_accessible --output "$WORK/missing/out.jsonl"
type_text "Ada"
press Return
type_text "zur"
speech_mark
press ctrl+Return
hear "The entry was not saved: the folder “missing” does not exist"
[ ! -e "$WORK/missing/out.jsonl" ] || fail "something was written"

# The values stay in a draft; the next start restores them and says so.
app_stop
app_start_heard --output "$WORK/missing/out.jsonl"
hear "Restored the entry you had not saved"
