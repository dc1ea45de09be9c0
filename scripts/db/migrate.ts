// `npm run db:migrate`: what `prisma migrate deploy` does, without the native
// schema engine the Prisma CLI cannot download here.
import { env } from "../../lib/config/env";
import { migrateDatabase } from "../../lib/db/migrate";

const { applied } = await migrateDatabase(env().DATABASE_URL, { log: (line) => console.log(line) });
if (applied.length === 0) console.log("no migrations to apply");
