import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".scratch*/**", ".next*/**", "node_modules/**", "lib/db/generated/**", "next-env.d.ts", "playwright-report/**", "test-results/**", ".data/**"],
  },
  {
    // Tenant scoping goes through one helper (lib/db/tenant.ts): a filter or
    // a new row that names its organisation inline is how a query forgets
    // it. tests/architecture/tenant-rule.test.ts proves the rule fires.
    files: ["lib/**/*.ts", "inngest/**/*.ts", "app/**/*.ts", "app/**/*.tsx"],
    ignores: ["lib/db/tenant.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Property[key.name=/^(where|data|create|update)$/] Property[key.name='organizationId'][value.type='MemberExpression'][value.property.name='organizationId']",
          message: "Scope tenant rows with ownedBy() from lib/db/tenant.ts, not an inline organizationId.",
        },
      ],
    },
  },
  {
    files: ["tests/**/*.ts", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
];

export default config;
