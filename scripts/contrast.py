#!/usr/bin/env python3
"""Contrast of the app's text (Sources/Typeahead/AppStyle.swift) against what
is under it, in libadwaita 1.2's light and dark styles (WCAG 2 ratio; text
needs 4.5:1). The colours are libadwaita 1.2's named colours as its style
sheet defines them. Exits 1 if a ratio is below 4.5."""
import sys

def rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))

def over(colour, alpha, under):
    return tuple(c * alpha + u * (1 - alpha) for c, u in zip(colour, under))

def luminance(c):
    r, g, b = (v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in c)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b

def ratio(a, b):
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)

BLACK, WHITE = (0, 0, 0), (1, 1, 1)
STYLES = {
    # window_bg, popover_bg, fg colour and its alpha, error_color, error_bg_color, accent_bg_color
    "light": dict(window=rgb("fafafa"), popover=rgb("ffffff"), fg=BLACK, fg_alpha=0.8,
                  error=rgb("c01c28"), error_bg=rgb("e01b24"), accent_bg=rgb("3584e4")),
    "dark": dict(window=rgb("242424"), popover=rgb("383838"), fg=WHITE, fg_alpha=1.0,
                 error=rgb("ff7b63"), error_bg=rgb("c01c28"), accent_bg=rgb("3584e4")),
}

failed = False
for name, s in STYLES.items():
    highlight = over(s["accent_bg"], 0.22, s["popover"])    # .suggestions row:selected
    banner = over(s["error_bg"], 0.15, s["window"])         # .banner
    checks = {
        "field error (@error_color) on the window": (s["error"], s["window"]),
        "row text on the highlighted row": (over(s["fg"], s["fg_alpha"], highlight), highlight),
        "row detail (opacity 0.7) on the highlighted row": (over(s["fg"], s["fg_alpha"] * 0.7, highlight), highlight),
        "row detail (opacity 0.7) on the list": (over(s["fg"], s["fg_alpha"] * 0.7, s["popover"]), s["popover"]),
        "banner text": (over(s["fg"], s["fg_alpha"], banner), banner),
    }
    for what, (text, under) in checks.items():
        r = ratio(text, under)
        failed |= r < 4.5
        print(f"{name:5}  {r:5.2f}:1  {what}{'  (below 4.5)' if r < 4.5 else ''}")
sys.exit(1 if failed else 0)
