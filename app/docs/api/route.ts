// GET /docs/api – the API reference for people: Scalar renders
// /api/v1/openapi.json in the browser. Everything comes from this server
// (the renderer's bundle at /docs/api/scalar.js, no fonts, no proxy, no
// telemetry), so the page works offline.
const CONFIGURATION = {
  url: "/api/v1/openapi.json",
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: "never",
  agent: { disabled: true },
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference · Product information service</title>
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="/docs/api/scalar.js"></script>
    <script>Scalar.createApiReference("#api-reference", ${JSON.stringify(CONFIGURATION)});</script>
  </body>
</html>
`;

export function GET(): Response {
  return new Response(PAGE, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" } });
}
