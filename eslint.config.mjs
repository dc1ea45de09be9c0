import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".scratch*/**", ".next*/**", "node_modules/**", "lib/db/generated/**", "next-env.d.ts", "playwright-report/**", "test-results/**", ".data/**"],
  },
  {
    files: ["tests/**/*.ts", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
];

export default config;
