import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * Races (spec §1 "tournaments (races)", §2 /tournaments; docs/races.md): a leaderboard of real-money stakes in
 * one currency between `starts_at` and `ends_at`, both on a half hour (the play buckets' edges, which the
 * standings are read from). `prizes` are minor units by rank (1st first). When it ends the worker pays the
 * prizes from the race pool in one transaction and sets `settled_at`; a race with `repeat_hours` then schedules
 * its next one (same `series`).
 */
export const races = pgTable(
  'races',
  {
    id: text('id').primaryKey(),
    series: text('series'),
    /** { en: { title, description? }, de: … }: English is the fallback. */
    content: jsonb('content').$type<Record<string, { title: string; description?: string }>>().notNull(),
    currency: text('currency').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    /** Prize of each rank in minor units, as decimal strings (jsonb keeps bigints exact that way). */
    prizes: jsonb('prizes').$type<string[]>().notNull(),
    repeatHours: integer('repeat_hours'),
    settledAt: ts('settled_at'),
    /** How many players were ranked when the race was settled (the finished race's figure). */
    participants: integer('participants'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('races_ends_at_idx').on(t.endsAt),
    check('races_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('races_half_hours', sql`mod(extract(epoch from ${t.startsAt})::bigint, 1800) = 0 AND mod(extract(epoch from ${t.endsAt})::bigint, 1800) = 0`),
    check('races_repeat', sql`${t.repeatHours} IS NULL OR ${t.repeatHours} > 0`),
  ],
);

/** The paid standings of a settled race: one row per prize paid (rank 1 first), with its ledger transfer. */
export const raceResults = pgTable(
  'race_results',
  {
    raceId: text('race_id').notNull(),
    rank: integer('rank').notNull(),
    userId: uuid('user_id').notNull(),
    wagered: money('wagered').notNull(),
    rounds: integer('rounds').notNull(),
    prize: money('prize').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.rank] }), uniqueIndex('race_results_race_user_uq').on(t.raceId, t.userId), check('race_results_prize', sql`${t.prize} >= 0`)],
);
