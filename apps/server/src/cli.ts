import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { createDb } from '@croupier/db';
import { loadConfig } from './platform/config';
import { systemClock } from './platform/clock';
import { runOperatorCommand, HELP } from './operator/commands';
import { isConnectionRefused } from './operator/server-call';

/** `npx croupier …`: the operator tool (see HELP). */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const actorFlag = argv.indexOf('--actor');
  const actor = actorFlag >= 0 ? argv.splice(actorFlag, 2)[1]! : (process.env.USER ?? os.userInfo().username ?? 'operator');
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
    console.log(HELP);
    return 0;
  }
  const config = loadConfig(process.env, { requireSecrets: false });
  const serverFile = path.resolve(config.dataDir, 'server.json');
  if (config.isEmbedded && existsSync(serverFile)) {
    // PGlite's files belong to the running server: ask it to run the command.
    const info = JSON.parse(readFileSync(serverFile, 'utf8')) as { port: number; operatorToken: string };
    try {
      const res = await fetch(`http://127.0.0.1:${info.port}/api/operator/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-token': info.operatorToken },
        body: JSON.stringify({ argv, actor }),
      });
      if (res.ok) {
        const { data } = (await res.json()) as { data: { exitCode: number; output: string } };
        (data.exitCode === 0 ? console.log : console.error)(data.output);
        return data.exitCode;
      }
      console.error(`The running server refused the command (HTTP ${res.status}).`);
      return 1;
    } catch (err) {
      // The server was reached and did not answer (it died, or the command outlasted the wait): the command may have
      // run, so it is not run again here. Only a refused connection (a stale server.json) falls through.
      if (!isConnectionRefused(err)) {
        console.error(`The running server did not answer (${(err as Error).message}); the command may have run. Check (e.g. transfers, audit) before running it again.`);
        return 1;
      }
    }
  }
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await handle.migrate();
    const result = await runOperatorCommand({ db: handle.db, clock: systemClock, actor, kycDir: config.kycDir }, argv);
    (result.exitCode === 0 ? console.log : console.error)(result.output);
    return result.exitCode;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
