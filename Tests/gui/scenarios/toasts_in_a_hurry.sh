# Toasts that come fast (two saves, a clear, its undo and another clear,
# 5 ms apart) replace each other without crashing the app: libadwaita 1.2
# crashed at the end of a toast's hide animation when a new toast was added
# during it, every time, before ToastOverlay waited for the hide.
a11y_on
for run in 1 2 3; do
    app_start_fast --output "$WORK/out$run.jsonl"
    keys_at 5 Ada Return zur Return Fra Return ctrl+Return Bob Return "sao p" Down Return BackSpace ctrl+Return \
        ctrl+n ctrl+z ctrl+n
    wait_for_lines "$WORK/out$run.jsonl" 2 30
    # Every toast shown and hidden (a toast is on the screen for 4 s).
    a11y_wait '^label\|Form cleared' 10
    a11y_gone '^filler\|AdwToastWidget\|' 15
    kill -0 "$APP_PID" 2>/dev/null || fail "the app crashed in run $run"
    [ "$run" -eq 3 ] && shot last-toast
    app_stop
done
