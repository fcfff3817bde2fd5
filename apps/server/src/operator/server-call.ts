/**
 * Whether a failed call to the running server certainly never reached it: nothing listens on the port (a stale
 * server.json). Only then may the operator tool run the command on the database itself; any other failure (the
 * server died or timed out while running it) means the command may have run, and running it again could repeat a
 * money movement (an `adjust` without `--key`, `rakeback add`).
 */
export function isConnectionRefused(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === 'ECONNREFUSED') return true;
    // Several addresses tried (localhost): refused on all of them.
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length > 0 && errors.every((x) => (x as { code?: unknown }).code === 'ECONNREFUSED')) return true;
  }
  return false;
}
