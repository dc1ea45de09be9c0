// GET /docs/api – the API reference for people: Scalar renders
// /api/v1/openapi.json in the browser. Everything comes from this server
// (the renderer's bundle at /docs/api/scalar.js; no fonts, telemetry, AI
// agent or MCP offer, which would reach Scalar's servers), so the page
// works offline.
const CONFIGURATION = {
  url: "/api/v1/openapi.json",
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: "never",
  agent: { disabled: true },
  mcp: { disabled: true },
};

// The element is not #api-reference: the bundle mounts an unconfigured
// reference (default fonts from Scalar's servers) on that id by itself. The
// empty icon spares a request for a favicon the service does not have.
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference · Product information service</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/docs/api/scalar.js"></script>
    <script>Scalar.createApiReference("#reference", ${JSON.stringify(CONFIGURATION)});</script>
  </body>
</html>
`;

export function GET(): Response {
  return new Response(PAGE, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" } });
}
