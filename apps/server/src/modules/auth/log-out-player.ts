import type { TSessionEndReason } from '@croupier/contracts';
import type { AppDeps } from '../../app';
import { endSession } from '../../platform/auth';

/** POST /api/user/logout: ends the current session with the client's reason. */
export async function logOutPlayer(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { sessionId: string; reason: TSessionEndReason },
): Promise<void> {
  await endSession(deps.db, input.sessionId, input.reason, deps.clock.now());
}
