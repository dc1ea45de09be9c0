import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tenant from "./scripts/lint/tenant-scope.mjs";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".scratch*/**", ".next*/**", "node_modules/**", "lib/db/generated/**", "next-env.d.ts", "playwright-report/**", "test-results/**", ".data/**"],
  },
  {
    // Tenant scoping goes through one helper (lib/db/tenant.ts): a query of a
    // tenant table whose where does not spread it, or a filter or new row
    // that names its organisation inline, is how a query forgets it.
    // tests/architecture/tenant-rule.test.ts proves the rules fire.
    files: ["lib/**/*.ts", "inngest/**/*.ts", "app/**/*.ts", "app/**/*.tsx"],
    ignores: ["lib/db/tenant.ts", "lib/db/generated/**", "**/*.test.ts"],
    plugins: { tenant },
    rules: { "tenant/where-spreads-owned-by": "error", "tenant/no-inline-organization": "error", "tenant/raw-sql-through-tenant-sql": "error" },
  },
  {
    files: ["tests/**/*.ts", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
];

export default config;
