import type { Db } from '@croupier/db';
import type { Clock } from '../../platform/clock';
import type { GeoLookup } from '../../platform/geo';
import type { CashierRuntime } from './runtime';

/** What the cashier's use cases need (a subset of AppDeps). */
export interface CashierDeps {
  db: Db;
  clock: Clock;
  geo: GeoLookup;
  cashier: CashierRuntime;
}
