/// The app's CSS, on top of libadwaita's style sheet. Colours are
/// libadwaita's named colours, so they follow the light and dark styles;
/// text stays at 4.5:1 or more against what is under it in both
/// (`scripts/contrast.py` computes the ratios from libadwaita 1.2's palette).
enum AppStyle {
    static let css = """
    .form-column { margin: 24px 12px 36px 12px; }
    .field-label { font-weight: bold; margin-bottom: 2px; }
    .section-heading { font-weight: 800; font-size: larger; margin-top: 12px; margin-bottom: 4px; }
    .field-error { color: @error_color; font-size: smaller; }
    entry.calculated { background-color: transparent; box-shadow: inset 0 -1px alpha(currentColor, 0.15); border-radius: 0; }
    .suggestions { background: none; }
    .suggestions row { padding: 6px 12px; }
    .suggestions row:selected, .suggestions row:selected:backdrop {
        background-color: alpha(@accent_bg_color, 0.22); color: @popover_fg_color; }
    .suggestions row:backdrop { color: @popover_fg_color; }
    .suggestion-detail { color: alpha(currentColor, 0.7); font-size: smaller; }
    .suggestions.loading { opacity: 0.4; }
    .no-matches { padding: 8px 12px; opacity: 0.7; font-style: italic; }
    .veil { background-color: alpha(@window_bg_color, 0); transition: background-color 120ms ease-out; }
    .veil.dimmed { background-color: alpha(@window_bg_color, 0.65); }
    popover.suggestion-popover { padding: 0; }
    popover.suggestion-popover > contents { padding: 0; margin: 0; box-shadow: none;
        border: 1px solid alpha(@popover_fg_color, 0.18); border-radius: 8px; }
    .suggestions row { margin: 0; border-radius: 0; }
    .entries-bar { margin: 6px; }
    .statistics-summary { padding: 6px 12px; }
    .statistics-chart { margin: 0 12px 12px 12px; }
    .entries-count { padding: 6px 12px; border-top: 1px solid alpha(@window_fg_color, 0.15); }
    .entry-history { padding: 6px 12px; border-top: 1px solid alpha(@window_fg_color, 0.15); }
    .loading-status { padding: 6px 12px; }
    .team-status { padding: 0 12px 6px 12px; color: @warning_color; }
    .banner { background-color: alpha(@error_bg_color, 0.15); padding: 8px 12px; }
    """
}
