// The reference page's stylesheet, inline (one request). Colours keep
// 4.5:1 against their background (WCAG AA); method badges keep the hues
// readers know from other API references.
export const REFERENCE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; background: #fff; }
header, main { max-width: 1100px; margin: 0 auto; padding: 0 24px; }
header { padding-top: 32px; }
h1 { font-size: 2rem; margin: 0 0 8px; }
h2 { font-size: 1.5rem; margin: 40px 0 12px; border-bottom: 1px solid #d1d5db; padding-bottom: 4px; }
h3 { font-size: 1.2rem; margin: 0; display: inline; }
h4 { font-size: 0.95rem; margin: 20px 0 8px; }
a { color: #1d4ed8; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; background: #f3f4f6; padding: 1px 4px; border-radius: 3px; overflow-wrap: anywhere; }
.version { font-size: 0.9rem; font-weight: 600; color: #fff; background: #4d7a00; border-radius: 12px; padding: 2px 10px; vertical-align: middle; }
summary { cursor: pointer; }
details.group { border-bottom: 1px solid #e5e7eb; }
details.group > summary { padding: 14px 0; }
.count { margin-left: 12px; color: #4b5563; font-size: 0.9rem; }
.group-description { display: block; color: #4b5563; margin: 4px 0 0 20px; }
details.operation { border: 1px solid #d1d5db; border-radius: 6px; margin: 0 0 10px; }
details.group > details.operation { margin-left: 20px; }
details.operation > summary { padding: 8px 12px; display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; }
details.operation > summary::before { content: "▸"; color: #4b5563; }
details.operation[open] > summary::before { content: "▾"; }
details.operation[open] > summary { border-bottom: 1px solid #d1d5db; }
.method { display: inline-block; min-width: 64px; text-align: center; color: #fff; font-weight: 700; font-size: 0.85rem; border-radius: 4px; padding: 2px 6px; background: #1f2937; }
.method.get { background: #1d5fa8; }
.method.post { background: #1e7a4f; }
.method.put { background: #9a5b00; }
.method.patch { background: #167a6c; }
.method.delete { background: #b3261e; }
.path { background: none; padding: 0; font-weight: 600; }
.summary { color: #374151; }
.operation-body { padding: 4px 16px 12px; overflow-x: auto; }
.credential { color: #374151; }
table { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #e5e7eb; padding: 6px 8px; }
td p, li p { margin: 2px 0; }
.required { color: #b3261e; font-size: 0.8rem; font-weight: 600; }
.type { color: #374151; font-style: italic; }
.rules { color: #4b5563; font-size: 0.9rem; }
ul.props, ol.alternatives { margin: 4px 0; padding-left: 20px; }
ul.props > li, ol.alternatives > li { margin: 4px 0; }
ul.responses { list-style: none; padding: 0; margin: 0; }
ul.responses > li { margin: 8px 0; }
.status { display: inline-block; font-weight: 700; border-radius: 4px; padding: 0 6px; margin-right: 8px; }
.status.ok { color: #1e7a4f; border: 1px solid #1e7a4f; }
.status.error { color: #b3261e; border: 1px solid #b3261e; }
.status + p { display: inline; }
.media-type { display: inline-block; color: #4b5563; font-size: 0.85rem; margin: 4px 0; }
.media { margin-left: 8px; }
.media > .schema { display: inline; margin-left: 8px; }
.type a { font-style: normal; }
details.component { border-bottom: 1px solid #e5e7eb; }
details.component > summary { padding: 6px 0; }
details.component > .entry { padding: 0 0 12px 20px; scroll-margin-top: 3em; }
@media (max-width: 600px) {
  header, main { padding: 0 12px; }
  header { padding-top: 20px; }
  h1 { font-size: 1.5rem; }
  details.group > details.operation { margin-left: 0; }
  .group-description { margin-left: 0; }
  .operation-body { padding: 4px 8px 10px; }
  th, td { padding: 4px; }
}
`;
