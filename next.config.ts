import type { NextConfig } from "next";

const config: NextConfig = {
  poweredByHeader: false,
  // Server-only packages that must not be bundled (native or wasm).
  serverExternalPackages: ["pino", "@prisma/adapter-pg", "pg", "sharp"],
  typedRoutes: false,
};

export default config;
