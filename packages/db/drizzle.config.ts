import { defineConfig } from 'drizzle-kit';
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./packages/db/src/schema.ts', './packages/db/src/wallet-schema.ts', './packages/db/src/games-schema.ts', './packages/db/src/cashier-schema.ts', './packages/db/src/protection-schema.ts', './packages/db/src/kyc-schema.ts', './packages/db/src/bonus-schema.ts', './packages/db/src/rakeback-schema.ts', './packages/db/src/race-schema.ts', './packages/db/src/referral-schema.ts', './packages/db/src/chat-schema.ts'],
  out: './packages/db/migrations',
});
