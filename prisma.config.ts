import { defineConfig } from "prisma/config";

// The CLI reads the database URL from here; the app's client gets it through
// the pg adapter in lib/db/client.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: {
    url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/pis",
  },
});
