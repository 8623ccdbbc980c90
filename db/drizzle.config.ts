/** drizzle-kit settings: `npm run db:generate` writes SQL migrations for wrangler and the tests. */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
