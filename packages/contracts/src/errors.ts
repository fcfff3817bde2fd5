/**
 * Error codes answered as `{ errorCode, message }` (DESIGN.md §1). `message` is
 * an i18n key of the `common` namespace. Spec §8 codes keep their names; new
 * codes are documented in docs/api.md.
 */
export const ERROR_CODES = {
  // generic
  VALIDATION_ERROR: { status: 400, message: 'error.validation' },
  NOT_FOUND: { status: 404, message: 'error.not.found' },
  INTERNAL_ERROR: { status: 500, message: 'error.internal' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'error.service.unavailable' },
  RATE_LIMITED: { status: 429, message: 'error.rate.limited' },
  // sessions (403 means only this, DESIGN.md §1)
  SESSION_INVALID: { status: 403, message: 'session.logout' },
  // sign-in
  INVALID_CREDENTIALS: { status: 400, message: 'error.login.invalid' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'error.login.too.many' },
  CAPTCHA_REQUIRED: { status: 400, message: 'error.captcha.required' },
  CAPTCHA_INVALID: { status: 400, message: 'error.captcha.invalid' },
  ACCOUNT_LOCKED: { status: 400, message: 'error.account.locked' },
  // sign-up
  EMAIL_TAKEN: { status: 409, message: 'error.signup.email.taken' },
  PHONE_TAKEN: { status: 409, message: 'error.signup.phone.taken' },
  USERNAME_TAKEN: { status: 409, message: 'error.signup.username.taken' },
  REGISTRATION_CLOSED: { status: 422, message: 'error.signup.closed' },
  REGISTRATION_COUNTRY_BLOCKED: { status: 422, message: 'error.signup.country' },
  LINKED_ACCOUNT_NOT_FOUND: { status: 404, message: 'error.linked.not.found' },
  // profile
  FIELD_LOCKED: { status: 422, message: 'error.profile.field.locked' },
  NOTHING_CHANGED: { status: 422, message: 'error.profile.nothing.changed' },
  WRONG_PASSWORD: { status: 400, message: 'error.password.current.wrong' },
  SAME_PASSWORD: { status: 422, message: 'error.password.same' },
  // email links
  TOKEN_INVALID: { status: 400, message: 'error.token.invalid' },
  TOKEN_EXPIRED: { status: 400, message: 'error.token.expired' },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: 'error.email.already.verified' },
  EMAIL_REQUIRED: { status: 422, message: 'error.email.required' },
  EMAIL_NOT_SENT: { status: 503, message: 'error.email.not.sent' },
  // games (spec §8 'GAME NOT FOUND', 'demo unavailable')
  GAME_NOT_FOUND: { status: 404, message: 'error.game.not.found' },
  DEMO_UNAVAILABLE: { status: 422, message: 'error.game.demo.unavailable' },
  GAME_LOGIN_REQUIRED: { status: 422, message: 'error.game.login.required' },
  GAME_COUNTRY_RESTRICTED: { status: 422, message: 'error.game.country.restricted' },
  INVALID_BET: { status: 422, message: 'error.game.invalid.bet' },
  INSUFFICIENT_FUNDS: { status: 422, message: 'error.game.insufficient.funds' },
  GAME_SESSION_EXPIRED: { status: 422, message: 'error.game.session.expired' },
  PLAYER_BLOCKED: { status: 422, message: 'error.game.player.blocked' },
  WALLET_UNAVAILABLE: { status: 503, message: 'error.game.wallet.unavailable' },
  ROUND_NOT_FOUND: { status: 404, message: 'error.game.round.not.found' },
  // wallet
  MULTI_WALLET_DISABLED: { status: 422, message: 'error.wallet.multi.disabled' },
  // content
  LOCALE_NOT_FOUND: { status: 404, message: 'error.not.found' },
} as const satisfies Record<string, { status: number; message: string }>;

export type TErrorCode = keyof typeof ERROR_CODES;

export interface TErrorBody {
  errorCode: TErrorCode | string;
  message: string;
  /** Field-level problems of a VALIDATION_ERROR: path → message key. */
  fields?: Record<string, string>;
  /** Seconds to wait (TOO_MANY_ATTEMPTS, RATE_LIMITED). */
  retryAfter?: number;
}

/** Expected failures are values (DESIGN.md §7). */
export type TResult<T, C extends string = TErrorCode> =
  | { ok: true; value: T }
  | { ok: false; code: C; fields?: Record<string, string>; retryAfter?: number };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <C extends string>(
  code: C,
  extra: { fields?: Record<string, string>; retryAfter?: number } = {},
): { ok: false; code: C; fields?: Record<string, string>; retryAfter?: number } => ({ ok: false, code, ...extra });
