/** Per-IP limits of the unauthenticated or mail-sending calls (@fastify/rate-limit route config). */
export const RATE_LIMITS = {
  /** `max` comes from SIGNUP_LIMIT_PER_HOUR (default 60). */
  signUp: { max: 60, timeWindow: '1 hour' },
  captcha: { max: 60, timeWindow: '1 minute' },
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  resendVerification: { max: 5, timeWindow: '15 minutes' },
  sendCredentials: { max: 5, timeWindow: '15 minutes' },
  logEvent: { max: 120, timeWindow: '1 minute' },
  countryBlocked: { max: 20, timeWindow: '1 minute' },
} as const;
