import path from "node:path";
import { defineConfig } from "vitest/config";
import { TEST_ENV } from "./tests/setup/test-env.ts";

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // Server modules import "server-only"; in tests they run on the server anyway.
      "server-only": path.join(root, "tests/setup/server-only-stub.ts"),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["lib/**/*.test.ts", "inngest/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/architecture/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/setup/global-setup.ts"],
          env: TEST_ENV,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
