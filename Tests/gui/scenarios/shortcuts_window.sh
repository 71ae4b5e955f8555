# The Keyboard Shortcuts window (issue 23) names keys as people know them:
# "Page Down" and "Backspace", not the keysym names "Page_Down" and
# "BackSpace" that GTK 4.8 shows where it has no catalogue (English), and
# it lists Shift+Tab.
a11y_on
app_start
press ctrl+question
a11y_wait "^label\\|Move the highlight by a page\\|"
a11y_wait "^label\\|Page Down\\|"
a11y_wait "^label\\|Page Up\\|"
a11y_wait "^label\\|Backspace\\|"
a11y_wait "^label\\|Take the suggestion and go back a field\\|"
a11y_wait "^label\\|Verifying: keep the first keying’s value\\|"
a11y_gone "^label\\|Page_Down\\|"
a11y_gone "^label\\|BackSpace\\|"
shot shortcuts
press Escape
app_quit_cleanly
