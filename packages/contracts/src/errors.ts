import type { TSessionEndReason } from './constants';

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
  NICKNAME_TAKEN: { status: 409, message: 'error.nickname.taken' },
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
  // live tables (docs/live-casino.md)
  LIVE_BETTING_CLOSED: { status: 422, message: 'error.live.betting.closed' },
  LIVE_REMOVED_FROM_TABLE: { status: 422, message: 'error.live.removed' },
  LIVE_TOO_MANY_BETS: { status: 422, message: 'error.live.too.many.bets' },
  // wallet
  MULTI_WALLET_DISABLED: { status: 422, message: 'error.wallet.multi.disabled' },
  // content
  LOCALE_NOT_FOUND: { status: 404, message: 'error.not.found' },
  // cashier: deposit codes of spec §8 (names kept)
  GLOBAL_ERROR: { status: 422, message: 'error.deposit.global' },
  DEPOSIT_COUNTRY_BLOCK: { status: 422, message: 'error.deposit.country.block' },
  REQUIRED_EMAIL_VERIFICATION: { status: 422, message: 'error.deposit.email.verification' },
  PAYMENT_LIMIT_THRESHOLD: { status: 422, message: 'error.deposit.limit.threshold' },
  TRANSACTION_FAILED: { status: 422, message: 'error.deposit.transaction.failed' },
  AMOUNT_BELOW_ZERO: { status: 422, message: 'error.deposit.amount.below.zero' },
  UNIFIED_ERROR: { status: 422, message: 'error.deposit.unified' },
  PAYMENT_PROVIDER_LIMIT_THRESHOLD: { status: 422, message: 'error.deposit.provider.limit' },
  PROVIDER_ERROR: { status: 422, message: 'error.deposit.provider' },
  PHONE_ERROR: { status: 422, message: 'error.deposit.phone' },
  PAYMENT_SERVICE_ERROR: { status: 422, message: 'error.deposit.service' },
  // cashier: codes added by Croupier (docs/cashier.md)
  SELF_EXCLUDED: { status: 422, message: 'error.deposit.self.excluded' },
  DEPOSIT_ADDRESS_REQUIRED: { status: 422, message: 'error.deposit.address' },
  DEPOSIT_NOT_FOUND: { status: 404, message: 'error.deposit.not.found' },
  DEPOSIT_NOT_RETRYABLE: { status: 409, message: 'error.deposit.not.retryable' },
  THREE_DS_INVALID: { status: 422, message: 'error.deposit.3ds.invalid' },
  // withdrawals (spec §8: blocked for no deposit, unverified email, active bonus or incomplete deposit wagering)
  WITHDRAWAL_NO_DEPOSIT: { status: 422, message: 'error.withdrawal.no.deposit' },
  WITHDRAWAL_EMAIL_NOT_VERIFIED: { status: 422, message: 'error.withdrawal.email.not.verified' },
  WITHDRAWAL_ACTIVE_BONUS: { status: 422, message: 'error.withdrawal.active.bonus' },
  WITHDRAWAL_WAGERING_INCOMPLETE: { status: 422, message: 'error.withdrawal.wagering.incomplete' },
  WITHDRAWAL_INSUFFICIENT_FUNDS: { status: 422, message: 'error.withdrawal.insufficient.funds' },
  WITHDRAWAL_LIMIT_THRESHOLD: { status: 422, message: 'error.withdrawal.limit.threshold' },
  WITHDRAWAL_METHOD_UNAVAILABLE: { status: 422, message: 'error.withdrawal.method.unavailable' },
  WITHDRAWAL_CALCULATION_ERROR: { status: 422, message: 'error.withdrawal.calculation' },
  WITHDRAWAL_NOT_FOUND: { status: 404, message: 'error.withdrawal.not.found' },
  WITHDRAWAL_NOT_CANCELLABLE: { status: 409, message: 'error.withdrawal.not.cancellable' },
  // payment webhooks (server to server)
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: 'error.webhook.signature' },
  WEBHOOK_TIMESTAMP_INVALID: { status: 400, message: 'error.webhook.timestamp' },
  WEBHOOK_ORDER_UNKNOWN: { status: 404, message: 'error.webhook.order.unknown' },
  WEBHOOK_MISMATCH: { status: 422, message: 'error.webhook.mismatch' },
  // player protection (spec §4, §8, §9; docs/protection.md)
  LIMIT_CHANGE_TOO_SOON: { status: 429, message: 'error.limits.once.per.hour' },
  LIMIT_REMOVAL_NEEDS_SUPPORT: { status: 422, message: 'error.limits.contact.support' },
  LIMIT_AMOUNT_INVALID: { status: 400, message: 'error.limits.amount.invalid' },
  SESSION_LIMIT_UPDATE_FAILED: { status: 422, message: 'error.session.limit.update' },
  SESSION_LIMIT_REMOVE_FAILED: { status: 422, message: 'error.session.limit.remove' },
  /** Sign-in refused: the session time limit is used up until the break ends (`retryAfter` seconds). */
  SESSION_LIMIT_REACHED: { status: 422, message: 'error.session.limit.reached' },
  SELF_EXCLUSION_ACTIVE: { status: 422, message: 'error.self.exclusion.active' },
  /** Multi-wallet: money limits are kept in the account currency, so real-money play uses that wallet. */
  LIMITS_IN_ACCOUNT_CURRENCY: { status: 422, message: 'error.limits.account.currency' },
  ACCOUNT_FROZEN: { status: 422, message: 'error.account.frozen' },
  EXCLUSION_NOT_SHORTENED: { status: 422, message: 'error.self.exclusion.not.shortened' },
  // seamless-wallet LIMIT_REACHED, per bet limit type (spec §3, §8 bet limit messages)
  MAX_BET_LIMIT_REACHED: { status: 422, message: 'error.bet.limit.max' },
  BET_LIMIT_REACHED: { status: 422, message: 'error.bet.limit.global' },
  LOSS_LIMIT_REACHED: { status: 422, message: 'error.bet.limit.loss' },
  WINNINGS_LIMIT_REACHED: { status: 422, message: 'error.bet.limit.winnings' },
  // KYC documents (spec §5, §8 'Only jpg, pdf, png accepted', 'File size must be less than 25MB', 'Failed to upload'; docs/kyc.md)
  KYC_FILE_TYPE: { status: 422, message: 'form.validation.upload.type' },
  KYC_FILE_TOO_LARGE: { status: 422, message: 'form.validation.upload.size' },
  KYC_FILE_EMPTY: { status: 422, message: 'error.kyc.file.empty' },
  KYC_UPLOAD_FAILED: { status: 503, message: 'msg.failed.upload' },
  KYC_DEPOSIT_REQUIRED: { status: 422, message: 'error.kyc.deposit.required' },
  KYC_TOO_MANY_DOCUMENTS: { status: 422, message: 'error.kyc.too.many' },
  // live chat (docs/chat.md)
  CHAT_UNAVAILABLE: { status: 422, message: 'error.chat.unavailable' },
  // bonuses: activation codes of spec §8 (names kept; REQUIRED_EMAIL_VERIFICATION and UNIFIED_ERROR above are
  // shared with the cashier and answered with the bonus message keys of BONUS_ACTIVATION_MESSAGES; docs/bonuses.md)
  REGISTRATION_BONUS: { status: 422, message: 'bonus.error.registration' },
  MAXIMUM_PARTICIPANTS: { status: 422, message: 'bonus.error.maximum.participants' },
  RETRY_PERIOD: { status: 422, message: 'bonus.error.retry.period' },
  DAYS_VALID: { status: 422, message: 'bonus.error.days.valid' },
  DEPOSITS_NUMBER: { status: 422, message: 'bonus.error.deposits.number' },
  DEPOSITS_NUMBER2: { status: 422, message: 'bonus.error.deposits.number2' },
  ACTIVE_FREE_SPINS: { status: 409, message: 'bonus.error.active.free.spins' },
  ACTIVE_BONUS: { status: 409, message: 'bonus.error.active.bonus' },
  CANCELLED: { status: 422, message: 'bonus.error.cancelled' },
  NO_CASHBACK: { status: 422, message: 'bonus.error.no.cashback' },
  /** Not a refusal: the activation succeeded and the cashback goes to the rakeback calendar (answered with 200). */
  ADD_TO_CALENDAR: { status: 200, message: 'bonus.error.add.to.calendar' },
  VALID_ON_DAYS: { status: 422, message: 'bonus.error.valid.on.days' },
  START_TIME_ERROR: { status: 422, message: 'bonus.error.start.time' },
  END_TIME_ERROR: { status: 422, message: 'bonus.error.end.time' },
  BONUS_FRAUD: { status: 422, message: 'bonus.error.fraud' },
  CASHBACK_NEED_DEPOSIT: { status: 422, message: 'bonus.error.cashback.need.deposit' },
  // bonuses: Croupier's own (docs/bonuses.md); spec §8 "coupon not applied or already redeemed",
  // "game not eligible for bonus or bonus active on ineligible game", "bonus bet limit breach"
  BONUS_NOT_FOUND: { status: 404, message: 'bonus.error.not.found' },
  BONUS_NOT_CANCELLABLE: { status: 409, message: 'bonus.error.not.cancellable' },
  COUPON_NOT_APPLIED: { status: 422, message: 'bonus.coupon.not.applied' },
  COUPON_ALREADY_REDEEMED: { status: 409, message: 'bonus.coupon.already.redeemed' },
  BONUS_GAME_NOT_ELIGIBLE: { status: 422, message: 'bonus.error.game.not.eligible' },
  BONUS_ACTIVE_INELIGIBLE_GAME: { status: 422, message: 'bonus.error.active.ineligible.game' },
  BONUS_BET_LIMIT_REACHED: { status: 422, message: 'bonus.error.bet.limit' },
  FREE_SPINS_UNAVAILABLE: { status: 422, message: 'bonus.error.free.spins.unavailable' },
  // rakeback calendar (spec §4, §8 'rakeback claim error'; docs/rakeback.md)
  RAKEBACK_DAY_NOT_CLAIMABLE: { status: 422, message: 'rakeback.error.claim.day' },
  RAKEBACK_ALREADY_CLAIMED: { status: 409, message: 'rakeback.error.claim.already' },
  RAKEBACK_NOTHING_TO_CLAIM: { status: 422, message: 'rakeback.error.claim.zero' },
  RAKEBACK_NOT_AVAILABLE: { status: 404, message: 'rakeback.error.unavailable' },
  TIME_ZONE_INVALID: { status: 400, message: 'rakeback.error.time.zone' },
} as const satisfies Record<string, { status: number; message: string }>;

export type TErrorCode = keyof typeof ERROR_CODES;

export interface TErrorBody {
  errorCode: TErrorCode | string;
  message: string;
  /** Field-level problems of a VALIDATION_ERROR: path → message key. */
  fields?: Record<string, string>;
  /** Seconds to wait (TOO_MANY_ATTEMPTS, RATE_LIMITED, SESSION_LIMIT_REACHED). */
  retryAfter?: number;
  /** Reference to quote to support (UNIFIED_ERROR, spec §8). */
  reference?: string;
  /** SESSION_INVALID for a token whose session has ended: why and when (spec §3 session termination). */
  session?: { reason: TSessionEndReason; time: string };
}

/** Expected failures are values (DESIGN.md §7). */
export type TResult<T, C extends string = TErrorCode> =
  | { ok: true; value: T }
  | { ok: false; code: C; fields?: Record<string, string>; retryAfter?: number; reference?: string };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <C extends string>(
  code: C,
  extra: { fields?: Record<string, string>; retryAfter?: number; reference?: string } = {},
): { ok: false; code: C; fields?: Record<string, string>; retryAfter?: number; reference?: string } => ({ ok: false, code, ...extra });
