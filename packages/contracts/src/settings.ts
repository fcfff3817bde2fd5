import { z } from 'zod';
import { NAVIGATION_SYSTEMS, THEMES, DEFAULT_AFFILIATE_QUERY_PARAM, DEFAULT_LANGUAGE, DEFAULT_INACTIVITY_TIMEOUT_MIN } from './constants';

/** §2 pageUrlSetup entry. */
export const ZPageUrl = z.object({ key: z.string(), href: z.string(), shallow: z.boolean().optional() });
export type TPageUrl = z.infer<typeof ZPageUrl>;

/** §2 menu item (scope user, guest or any). `key` is a page key or `href` a path. */
export const ZMenuItem = z.object({
  id: z.string(),
  labelKey: z.string(),
  key: z.string().optional(),
  href: z.string().optional(),
  icon: z.string().optional(),
  scope: z.enum(['user', 'guest', 'any']),
  children: z.array(z.object({ id: z.string(), labelKey: z.string(), key: z.string().optional(), href: z.string().optional(), scope: z.enum(['user', 'guest', 'any']) })).optional(),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;

export const ZPasswordRules = z.object({
  minLength: z.number().int().min(1).max(255).default(6),
  requireSpecial: z.boolean().default(false),
  requireDigit: z.boolean().default(false),
  requireUpper: z.boolean().default(false),
});
export type TPasswordRules = z.infer<typeof ZPasswordRules>;

/** §3 mirror domain registration configs: country and time windows each with from, to, deviceType. */
export const ZRegistrationWindow = z.object({
  from: z.string().regex(/^\d{2}:\d{2}$/),
  to: z.string().regex(/^\d{2}:\d{2}$/),
  deviceType: z.enum(['desktop', 'mobile', 'any']).default('any'),
});
export const ZRegistrationConfig = z.object({
  country: z.string().length(2).nullable().default(null),
  windows: z.array(ZRegistrationWindow).default([]),
});
export type TRegistrationConfig = z.infer<typeof ZRegistrationConfig>;

export const ZMirrorDomain = z.object({
  url: z.string(),
  domainId: z.number().int(),
  settings: z.object({
    registrationConfigs: z.array(ZRegistrationConfig).default([]),
    /** Mirror domains can turn login-after-sign-up off (§4). */
    loginAfterSignUp: z.boolean().default(true),
  }),
});
export type TMirrorDomain = z.infer<typeof ZMirrorDomain>;

/** §3 app settings (the notable ones) plus what the shell needs. Stored per site. */
export const ZAppSettings = z.object({
  theme: z.enum(THEMES).default('curacao'),
  navigationSystem: z.enum(NAVIGATION_SYSTEMS).default('basic'),
  brandName: z.string().default('Croupier'),
  defaultLanguage: z.string().default(DEFAULT_LANGUAGE),
  /** Minutes; §9 30 minutes are used when the value is above 1. */
  inactivitySessionTimeout: z.number().int().min(0).default(DEFAULT_INACTIVITY_TIMEOUT_MIN),
  /** One session per player: signing in ends the player's other sessions (CONCURRENT_SESSION, issue #8). */
  singleSessionPerPlayer: z.boolean().default(false),
  affiliateKeyQueryParameter: z.string().default(DEFAULT_AFFILIATE_QUERY_PARAM),
  onDepositShowAllField: z.boolean().default(false),
  allowDepWithoutAddress: z.boolean().default(true),
  allowKYCBeforeDeposit: z.boolean().default(true),
  use1ClickRegistration: z.boolean().default(true),
  useMultiWallet: z.boolean().default(false),
  showLiveChat: z.boolean().default(false),
  referAFriendPercent: z.number().min(0).max(100).default(10),
  verifyEmailOnBonusActivation: z.boolean().default(false),
  depositFormVersion: z.number().int().default(1),
  loyaltyLevelGroupSteps: z.number().int().default(5),
  excludedCountryCodeList: z.array(z.string()).default([]),
  whitelistedIPs: z.array(z.string()).default([]),
  pageUrlSetup: z.array(ZPageUrl).default([]),
  allowGameViewNotLoggedUser: z.boolean().default(true),
  allowGuestPlayDemoGames: z.boolean().default(true),
  formFieldsValidation: z.object({ password: ZPasswordRules.default({ minLength: 6, requireSpecial: false, requireDigit: false, requireUpper: false }) }).default({ password: { minLength: 6, requireSpecial: false, requireDigit: false, requireUpper: false } }),
  /** 'email' or 'phone' sign-up form mode. */
  registrationMode: z.enum(['email', 'phone']).default('email'),
  /** Self-hosted proof-of-work captcha behind `recaptchaToken`. */
  captchaEnabled: z.boolean().default(false),
  cookieConsentEnabled: z.boolean().default(true),
  requireEmailVerification: z.boolean().default(false),
  menu: z.array(ZMenuItem).default([]),
  supportEmail: z.string().default('support@croupier.local'),
});
export type TAppSettings = z.infer<typeof ZAppSettings>;

export const ZSettingsResponse = z.object({
  // whitelistedIPs stay on the server (the country block is decided there: GET /api/admin/get-location).
  data: ZAppSettings.omit({ whitelistedIPs: true }).extend({ mirrorDomain: ZMirrorDomain.nullable(), locales: z.array(z.string()) }),
});
export type TSettingsResponse = z.infer<typeof ZSettingsResponse>;
export type TClientSettings = TSettingsResponse['data'];
