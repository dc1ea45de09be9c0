// The layering of docs/architecture.md, enforced by `npm run lint`
// (dependency-cruiser). Layers, lowest first:
//   lib/core, lib/config, lib/db, lib/events      neutral: errors, cursors, pagination, the principal, the log, the pool, event definitions
//   lib/<domain>                                  the rules (catalog, channels, billing, ...)
//   lib/http, lib/portal-session                  HTTP: the route wrapper, portal sign-in
//   lib/openapi                                   the API's description, read from the route files
//   app, inngest, server, components              entry points
// A rule's name is what a violation prints; its comment says why. Loops
// between the folders of lib are found by scripts/lint/folder-loops.ts.
const DOMAIN = "^lib/(?!core/|config/|db/|events/|http/|openapi/|portal-session/|portal-client/)[^/]+/";

module.exports = {
  forbidden: [
    {
      name: "no-module-loops",
      severity: "error",
      from: { path: "^(lib|app|components|inngest|server)/" },
      to: { circular: true, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "core-is-neutral",
      comment: "lib/core is what every layer may use, so it uses nothing above configuration.",
      severity: "error",
      from: { path: "^lib/core/" },
      to: { path: "^(lib/(?!core/|config/|db/generated/enums)|app/|components/|inngest/|server/)" },
    },
    {
      name: "domain-knows-no-http",
      comment: "The rules are called by routes, jobs and scripts alike; HTTP is the wrapper's business.",
      severity: "error",
      from: { path: DOMAIN },
      to: { path: "^(lib/http/|lib/portal-session/|app/|components/|server/|inngest/)" },
    },
    {
      name: "events-are-leaves",
      comment: "Every layer sends events and inngest/functions reacts to them: the definitions import nothing of ours, so neither side drags the other in.",
      severity: "error",
      from: { path: "^lib/events/" },
      to: { path: "^(lib|app|components|inngest|server)/", pathNot: "^lib/events/" },
    },
    {
      name: "app-never-touches-db",
      comment: "Pages and route files reach data through the domain, so tenancy and rules cannot be skipped.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^lib/db/" },
    },
    {
      name: "routes-import-http-and-domain-only",
      comment: "A route file is one wrapper call: lib/http, lib/core schemas and a domain entry point, nothing below them.",
      severity: "error",
      from: { path: "^app/api/.+/route\\.ts$" },
      to: { path: "^(lib/(config/|db/|jobs/|storage/|outbound/|core/log\\.ts)|components/|app/)" },
    },
    {
      name: "server-imports-only-pure-code",
      comment: "The front server runs before Next.js loads the app: it may use only modules with no state and no I/O.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^(lib|app|components|inngest)/", pathNot: "^lib/(http/(answer|cors|request-id|forwarded-for)|config/parse-env|core/(errors|native-date|shutdown))\\.ts$" },
    },
    {
      name: "browser-code-stays-browser-safe",
      comment: "The portal client and components run in the browser: no database, storage, jobs or server session.",
      severity: "error",
      from: { path: "^(lib/portal-client|components)/" },
      to: { path: "^lib/(db/(?!generated/enums)|storage/(?!documents\\.ts)|jobs/|http/|config/|outbound/|core/log\\.ts)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Tests may reach across layers to set up and inspect what they test.
    exclude: { path: "(^|/)(node_modules|\\.next|lib/db/generated)/|\\.test\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
