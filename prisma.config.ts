import { defineConfig } from "prisma/config";

// `prisma generate` must work without a database, so the datasource URL is only
// passed when DATABASE_URL is set. Migrations are generated and applied by our own
// scripts (npm run db:migration / db:migrate), which work offline.
const url = process.env.DATABASE_URL;

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
  },
  ...(url ? { datasource: { url } } : {}),
});
