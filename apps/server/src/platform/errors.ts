import type { FastifyReply } from 'fastify';
import { ERROR_CODES, type TErrorBody, type TErrorCode } from '@croupier/contracts';

/** Sends a refusal as `{ errorCode, message }` with the code's HTTP status. */
export function sendError(
  reply: FastifyReply,
  code: TErrorCode,
  extra: Pick<TErrorBody, 'fields' | 'retryAfter' | 'reference' | 'session'> = {},
): FastifyReply {
  const def = ERROR_CODES[code];
  const body: TErrorBody = { errorCode: code, message: def.message };
  if (extra.fields) body.fields = extra.fields;
  if (extra.retryAfter !== undefined) body.retryAfter = extra.retryAfter;
  if (extra.reference) body.reference = extra.reference;
  if (extra.session) body.session = extra.session;
  if (extra.retryAfter) reply.header('retry-after', String(extra.retryAfter));
  return reply.code(def.status).send(body);
}

/** Maps a failed use-case result to its HTTP answer. */
export function sendFailure(
  reply: FastifyReply,
  result: { code: TErrorCode; fields?: Record<string, string>; retryAfter?: number },
): FastifyReply {
  return sendError(reply, result.code, { fields: result.fields, retryAfter: result.retryAfter });
}

/** Zod issues → path → message key (first issue per path). */
export function fieldsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= issue.message;
  }
  return fields;
}
