/**
 * The console's styles, one sheet for both consoles, adopted by a shadow root (constructed
 * stylesheets need no inline style, so the page's CSP stays `style-src 'self'`, and in an app the
 * panel neither takes nor leaks styles). Light and dark follow prefers-color-scheme.
 */
export const consoleCss = `
:host { all: initial; display: block; height: 100%; color-scheme: light dark;
  --bg: #fff; --fg: #1b1f24; --muted: #59636e; --line: #d1d9e0; --accent: #0b62d6; --row: #f3f6f9;
  --ok: #1a7f37; --warn: #9a6700; --bad: #cf222e; --sel: #ddeaff;
  font: 13px/1.4 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
@media (prefers-color-scheme: dark) { :host { --bg: #0f1419; --fg: #e6edf3; --muted: #9198a1;
  --line: #30363d; --accent: #58a6ff; --row: #161b22; --ok: #3fb950; --warn: #d29922; --bad: #f85149; --sel: #1f3a5f; } }
* { box-sizing: border-box; }
.app { display: flex; flex-direction: column; height: 100%; min-height: 0; }
header { display: flex; gap: 12px; align-items: center; padding: 8px 12px; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
header h1 { font-size: 15px; margin: 0; }
.scope { color: var(--muted); font-size: 12px; }
nav { display: flex; gap: 4px; }
button, select, input, textarea { font: inherit; color: inherit; background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: 3px 8px; }
button { cursor: pointer; } button:hover { border-color: var(--accent); }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
nav button[aria-selected="true"] { background: var(--accent); color: var(--bg); border-color: var(--accent); }
main { flex: 1; min-height: 0; overflow: auto; padding: 8px 12px; }
.split { display: grid; grid-template-columns: minmax(320px, 45%) 1fr; gap: 12px; height: 100%; min-height: 0; }
.filters { display: flex; gap: 6px; flex-wrap: wrap; margin-bottom: 6px; align-items: center; }
.journal { display: flex; flex-direction: column; min-height: 0; height: 100%; }
.list { position: relative; overflow-y: auto; flex: 1; min-height: 120px; border: 1px solid var(--line); border-radius: 4px; }
.row { position: absolute; left: 0; right: 0; height: 24px; display: grid; grid-template-columns: 44px 48px 1fr 140px 56px; gap: 6px;
  align-items: center; padding: 0 6px; border: 0; border-radius: 0; text-align: left; white-space: nowrap; background: transparent; }
.row span { overflow: hidden; text-overflow: ellipsis; }
.row:nth-child(even) { background: var(--row); }
.row[aria-selected="true"] { background: var(--sel); }
.s2 { color: var(--ok); } .s3 { color: var(--muted); } .s4 { color: var(--warn); } .s5, .s0 { color: var(--bad); }
.tag { font-size: 11px; border: 1px solid currentColor; border-radius: 3px; padding: 0 3px; margin-left: 4px; }
.detail { overflow: auto; min-height: 0; }
.detail h2 { font-size: 14px; margin: 4px 0; } .detail h3 { font-size: 13px; margin: 10px 0 4px; color: var(--muted); }
pre { margin: 0; padding: 6px; background: var(--row); border-radius: 4px; overflow: auto; max-height: 320px; white-space: pre-wrap; word-break: break-word; }
table { border-collapse: collapse; width: 100%; margin-bottom: 12px; }
th, td { text-align: left; padding: 2px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { color: var(--muted); font-weight: 600; }
.counts { display: flex; gap: 16px; flex-wrap: wrap; margin-bottom: 8px; }
.counts b { font-size: 18px; display: block; }
form { display: grid; gap: 6px; max-width: 640px; padding: 8px; border: 1px solid var(--line); border-radius: 4px; margin-bottom: 12px; }
form h2 { font-size: 14px; margin: 0; }
label { display: grid; gap: 2px; color: var(--muted); }
textarea { min-height: 120px; font-family: ui-monospace, monospace; }
.msg { min-height: 1.4em; } .msg.bad { color: var(--bad); } .msg.ok { color: var(--ok); }
.empty { color: var(--muted); padding: 12px; }
`;
