import { asc, eq } from 'drizzle-orm';
import { currencies, type Db } from '@croupier/db';
import { auditEntry, done, failed as refused, type CommandResult } from './args';

export interface CurrencyCommandContext {
  db: Db;
  actor: string;
}

export const CURRENCIES_USAGE = `Usage:
  currencies list                                the currencies: exponent, on/off, minor units per euro, per loyalty point
  currencies set <code> minorPerEur <n>          minor units of the currency worth one euro (game bet limits, set in
                                                 euro cents, are scaled by it; "null": one major unit per euro); audited`;

/**
 * The largest rate taken (and the database's check): beyond it a euro's worth is a typing error, not a currency, and
 * a table's maximum bet times a game's top multiplier could leave the safe integer range.
 */
const MAX_MINOR_PER_EUR = 100_000_000;

/**
 * `npx croupier currencies …`: the rates game bet limits are scaled with (docs/architecture.md "Bet limits in every
 * currency"). A new rate applies to the next game call; a bet already placed keeps its amount.
 */
export async function runCurrencyCommand(ctx: CurrencyCommandContext, argv: readonly string[]): Promise<CommandResult> {
  const [sub, code, field, value] = argv;
  switch (sub) {
    case 'list': {
      const rows = await ctx.db.select().from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.code));
      if (rows.length === 0) return done('No currencies.');
      return done(
        [
          `${'code'.padEnd(6)} ${'exp'.padStart(3)}  ${'state'.padEnd(5)} ${'minorPerEur'.padStart(14)} ${'minorPerPoint'.padStart(14)}`,
          ...rows.map(
            (c) =>
              `${c.code.padEnd(6)} ${String(c.exponent).padStart(3)}  ${(c.isActive ? 'on' : 'off').padEnd(5)} ${String(c.minorPerEur ?? '-').padStart(14)} ${String(c.loyaltyMinorPerPoint ?? '-').padStart(14)}`,
          ),
        ].join('\n'),
      );
    }
    case 'set': {
      if (!code || field !== 'minorPerEur' || value === undefined) return refused(CURRENCIES_USAGE);
      const rate = value === 'null' ? null : /^\d+$/.test(value) ? Number(value) : NaN;
      if (rate !== null && !(Number.isSafeInteger(rate) && rate >= 1 && rate <= MAX_MINOR_PER_EUR))
        return refused(`Invalid minorPerEur "${value}": a whole number of minor units from 1 to ${MAX_MINOR_PER_EUR}, or null`);
      return ctx.db.transaction(async (tx) => {
        const [c] = await tx.select().from(currencies).where(eq(currencies.code, code.toUpperCase())).for('update');
        if (!c) return refused(`No currency "${code}"`);
        await tx.update(currencies).set({ minorPerEur: rate }).where(eq(currencies.code, c.code));
        await tx.execute(auditEntry(ctx.actor, 'currencies.set', c.code, { field, from: c.minorPerEur, to: rate }));
        return done(`Currency ${c.code}: minorPerEur = ${rate ?? 'null (one major unit per euro)'}`);
      });
    }
    default:
      return refused(CURRENCIES_USAGE);
  }
}
