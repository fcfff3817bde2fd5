import { defineConfig } from 'drizzle-kit';
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./packages/db/src/schema.ts', './packages/db/src/wallet-schema.ts', './packages/db/src/games-schema.ts'],
  out: './packages/db/migrations',
});
