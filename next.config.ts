import type { NextConfig } from "next";

const config: NextConfig = {
  // Lets parallel work (several engineers, a benchmark) build and serve
  // separate copies without overwriting each other's build.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // Route files named route.bench.ts (app/api/bench) exist only in a build
  // made for `npm run bench:api`; a production build does not contain them.
  pageExtensions: process.env.BENCH_ROUTES === "1" ? ["bench.ts", "tsx", "ts"] : ["tsx", "ts"],
  // Server-only packages that must not be bundled (native or wasm; exceljs
  // would otherwise be resolved to its browser build).
  serverExternalPackages: ["pino", "@prisma/adapter-pg", "pg", "sharp", "exceljs"],
  typedRoutes: false,
  // `npm test` type-checks the whole project (tsc --noEmit) before it builds,
  // so the build does not check again: about 12 s of every build, `npm
  // start`'s first one included.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Turbopack's build cache speeds up the next build of a checkout (a
    // rebuild after an edit); CI builds once, so writing it (about 10 s) is
    // all cost there.
    turbopackFileSystemCacheForBuild: process.env.CI !== "true",
  },
};

export default config;
