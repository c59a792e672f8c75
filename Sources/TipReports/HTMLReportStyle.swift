/// The HTML report's stylesheet: system fonts, no images, nothing fetched.
enum HTMLReportStyle {
  static let source = #"""
:root { color-scheme: light dark; --ok: #1a7f37; --bad: #cf222e; --warn: #9a6700; --muted: #6e7781; --line: #d0d7de; --accent: #0969da; --panel: #f6f8fa; }
@media (prefers-color-scheme: dark) { :root { --line: #30363d; --panel: #161b22; --muted: #8b949e; --accent: #4493f8; } }
body { font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0 auto; max-width: 1200px; padding: 16px 24px 48px; }
h1 { font-size: 22px; margin: 8px 0; } h2 { font-size: 18px; margin: 32px 0 8px; padding-top: 8px; border-top: 1px solid var(--line); } h3 { font-size: 15px; margin: 20px 0 6px; } h4 { margin: 10px 0 4px; font-size: 13px; }
code, .location, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
.location { color: var(--muted); }
.badge { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; font-weight: 600; color: #fff; vertical-align: middle; }
.badge.success { background: var(--ok); } .badge.violation, .badge.invalid-input, .badge.internal-error, .badge.input-not-found { background: var(--bad); } .badge.inconclusive { background: var(--warn); }
nav ul { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 6px 16px; }
table { border-collapse: collapse; margin: 4px 0; } th, td { border-bottom: 1px solid var(--line); padding: 4px 10px 4px 0; text-align: left; vertical-align: top; }
th { font-weight: 600; font-size: 12px; color: var(--muted); }
td.ok { color: var(--ok); } td.bad { color: var(--bad); font-weight: 600; } td.unknown { color: var(--warn); }
ul.diagnostics li.error { color: var(--bad); } ul.diagnostics li.warning { color: var(--warn); }
.note { color: var(--muted); }
button { font: inherit; padding: 3px 10px; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); color: inherit; cursor: pointer; }
button:disabled { opacity: 0.4; cursor: default; }
.explorer { border: 1px solid var(--line); border-radius: 8px; padding: 10px; }
.controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 10px; } .controls select { max-width: 100%; font: inherit; }
.explorer-body { display: flex; flex-wrap: wrap; gap: 24px; }
.screen-column { flex: 0 0 340px; } .side-column { flex: 1 1 300px; min-width: 260px; }
.step-heading { font-weight: 600; margin-bottom: 6px; }
.phone { border: 2px solid var(--muted); border-radius: 22px; padding: 10px; min-height: 300px; display: flex; flex-direction: column; }
.titlebar { text-align: center; font-weight: 600; border-bottom: 1px solid var(--line); padding-bottom: 6px; margin-bottom: 8px; }
.phone-content { flex: 1; display: flex; flex-direction: column; gap: 8px; }
.ui-actions, .system-bar { display: flex; flex-wrap: wrap; gap: 6px; }
.system-bar { border-top: 1px solid var(--line); padding-top: 6px; margin-top: 8px; }
.ui-button { border: 1px solid var(--accent); color: var(--accent); border-radius: 6px; padding: 2px 8px; font-size: 13px; }
.ui-button.system { border-color: var(--muted); color: var(--muted); }
.site { border: 1px dashed var(--line); border-radius: 6px; padding: 6px; }
.site-label { font-size: 12px; color: var(--muted); }
.tip-bubble { margin-top: 6px; border-radius: 10px; padding: 8px 10px; background: var(--panel); border: 2px solid var(--accent); }
.tip-bubble.too-many { border-color: var(--bad); }
.site-popover .tip-bubble { box-shadow: 0 4px 12px rgba(0,0,0,0.18); }
.tip-title { font-weight: 600; } .tip-name { font-size: 11px; color: var(--muted); font-family: ui-monospace, Menlo, monospace; } .tip-message { font-size: 13px; }
.tip-buttons { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
.tip-button { border: 1px solid var(--line); border-radius: 6px; padding: 1px 8px; font-size: 12px; }
.next-move { outline: 3px solid #f0a000; outline-offset: 2px; }
.hint { font-size: 11px; color: #b07000; }
.upcoming { font-style: italic; } .upcoming.end { font-style: normal; } .upcoming.violation { color: var(--bad); }
ol.state-list li.trail { background: rgba(240,160,0,0.15); } ol.state-list li.current { background: rgba(240,160,0,0.4); font-weight: 600; }
.visible-line { font-weight: 600; } .visible-line.too-many { color: var(--bad); }
table.values td { font-size: 12px; padding: 2px 10px 2px 0; } table.values tr.changed td { background: rgba(240,160,0,0.22); font-weight: 600; }
.graph-box { overflow: auto; border: 1px solid var(--line); border-radius: 8px; max-height: 560px; }
svg.state-graph .edge { fill: none; stroke: var(--muted); stroke-width: 1.2; }
svg.state-graph marker path { fill: var(--muted); }
svg.state-graph .edge.on-path { stroke: var(--bad); stroke-width: 2; }
svg.state-graph .edge.trail { stroke: #f0a000; stroke-width: 3; }
svg.state-graph .node circle { stroke: var(--muted); stroke-width: 1.5; fill: #fff; }
svg.state-graph .node.shows-1 circle { fill: #ddf4ff; stroke: var(--accent); }
svg.state-graph .node.shows-2 circle { fill: #ffebe9; stroke: var(--bad); }
svg.state-graph .node.on-path circle { stroke: var(--bad); stroke-width: 2.5; }
svg.state-graph .node.trail circle { stroke: #f0a000; stroke-width: 3; }
svg.state-graph .node.current circle { stroke: #f0a000; stroke-width: 5; }
svg.state-graph text { font-size: 11px; text-anchor: middle; fill: #24292f; }
.coverage-grid { display: flex; flex-wrap: wrap; gap: 8px 24px; }
.coverage-grid table { min-width: 320px; }
td.yes { color: var(--ok); } td.no { color: var(--bad); font-weight: 600; }
ol.plan > li { margin-bottom: 6px; } ol.plan ol { margin: 2px 0; }
svg.screen-map .map-edge { fill: none; stroke: var(--muted); stroke-width: 1.3; }
svg.screen-map marker path { fill: var(--muted); }
svg.screen-map .map-screen rect { fill: var(--panel); stroke: var(--muted); stroke-width: 1.3; }
svg.screen-map .map-screen.initial rect { stroke: var(--accent); stroke-width: 2; }
svg.screen-map .map-screen.unreached rect { stroke-dasharray: 5 4; }
svg.screen-map .map-screen.current rect { stroke: #f0a000; stroke-width: 4; }
svg.screen-map text { font-size: 12px; fill: currentColor; } svg.screen-map .screen-name { font-weight: 600; }
svg.screen-map .map-tip.holds { fill: var(--ok); } svg.screen-map .map-tip.violated { fill: var(--bad); font-weight: 600; } svg.screen-map .map-tip.unknown { fill: var(--warn); } svg.screen-map .map-tip.none, svg.screen-map .column-note { fill: var(--muted); font-style: italic; }
.list-controls { margin: 6px; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; } .list-controls input, .list-controls select { font: inherit; }
ol.state-list li.filtered-out { display: none; }
a.source { color: inherit; text-decoration: underline dotted; }
pre#selftest-result { white-space: pre-wrap; font-size: 11px; }
"""#
}
