// GET /docs/api – the API reference for people: Swagger UI renders
// /api/v1/openapi.json in the browser, grouped by the document's tags in the
// document's order. Everything comes from this server (the renderer's files
// under /docs/api/assets; no fonts, no online validator badge), so the page
// works offline.
const DOCUMENT = "/api/v1/openapi.json";
const CONFIGURATION = {
  dom_id: "#reference",
  // Deep links would put a link inside each operation's button, which
  // screen readers cannot reach (nested interactive controls).
  deepLinking: false,
  // Tag groups closed until clicked. With every group open ("list"),
  // Swagger UI 5.35 stopped rendering after the ninth operation once the
  // document passed about 128 operations (127 rendered whole, 129 did not),
  // with no error; closed groups render every group, and sooner.
  docExpansion: "none",
  // The schemas are read from each operation; a list of 100 components
  // below the operations only slows the first render.
  defaultModelsExpandDepth: -1,
  // The default would send the document to validator.swagger.io for a badge.
  validatorUrl: null,
  // A ?url= or ?configUrl= must not make this page render someone else's document.
  queryConfigEnabled: false,
};

// The document is fetched first thing (a script after the stylesheet would
// wait for it), while the renderer's 1.7 MB bundle loads and runs, and is
// handed over parsed: given a URL, Swagger UI fetches it only once its
// bundle has run, and reads the text with its YAML parser. The first group
// shows 0.7 to 1.2 s after navigation on the loaded 2-core machine, against
// 1.0 to 1.8 s given the URL.
const READ_DOCUMENT = `window.apiDocument = fetch(${JSON.stringify(DOCUMENT)}).then((res) => {
  if (!res.ok) throw new Error("GET ${DOCUMENT} answered " + res.status);
  return res.json();
});`;
// Swagger UI turns a given document back into text and reads it with its
// YAML parser, which is ten times slower than JSON's on this document; the
// document is JSON, so JSON.parse reads it (the YAML parser stays for
// anything else).
const READ_AS_JSON = `() => ({ statePlugins: { spec: { wrapActions: { parseToJson: (original, system) => (text) => {
  let json;
  try { json = JSON.parse(text ?? system.specSelectors.specStr()); } catch { return original(text); }
  system.errActions.clear({ source: "parser" });
  return system.specActions.updateJsonSpec(json);
} } } } })`;
const RENDER = `window.apiDocument
  .then((spec) => SwaggerUIBundle({ ...${JSON.stringify(CONFIGURATION)}, plugins: [${READ_AS_JSON}], spec }))
  .catch((error) => { document.getElementById("reference").textContent = "The API description could not be read: " + error.message; });`;

// Where the stylesheet falls short of WCAG AA: colours below 4.5:1 against
// their background, darkened (method badges keep their hue), and the server
// picker, a select without a name offering the one server there is.
const ACCESSIBLE = `
  .swagger-ui .info .title small.version-stamp { background: #4d7a00; }
  .swagger-ui .btn.authorize { color: #1e7a4f; border-color: #1e7a4f; }
  .swagger-ui .btn.authorize svg { fill: #1e7a4f; }
  .swagger-ui .scheme-container .servers-title, .swagger-ui .scheme-container .servers { display: none; }
  .swagger-ui .opblock .opblock-summary-method { background: #1f2937; }
  .swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d5fa8; }
  .swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1e7a4f; }
  .swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a5b00; }
  .swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #167a6c; }
  .swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b3261e; }
`;

// The empty icon spares a request for a favicon the service does not have.
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference · Product information service</title>
    <link rel="icon" href="data:," />
    <script>${READ_DOCUMENT}</script>
    <link rel="stylesheet" href="/docs/api/assets/swagger-ui.css" />
    <style>${ACCESSIBLE}</style>
  </head>
  <body>
    <div id="reference"></div>
    <script src="/docs/api/assets/swagger-ui-bundle.js"></script>
    <script>${RENDER}</script>
  </body>
</html>
`;

export function GET(): Response {
  return new Response(PAGE, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" } });
}
