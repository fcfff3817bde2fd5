import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextIp, useAppWithPlayer } from './accounts';

const env = useAppWithPlayer();

/** Field names of each call, so generated bodies hit the real fields with wrong or odd values. */
const CALLS: { method: 'POST' | 'PUT'; url: string; keys: string[]; auth?: boolean }[] = [
  {
    method: 'POST',
    url: '/api/user/sign-up',
    keys: [
      'email',
      'password',
      'phoneCode',
      'phone',
      'dateOfBirth',
      'countryCode',
      'currencyCode',
      'gender',
      'username',
      'termsAccepted',
      'oneClick',
      'linkAccount',
      'linkedAccountUuid',
      'mirrorDomainFk',
      'preferredLanguage',
      'recaptchaToken',
    ],
  },
  { method: 'POST', url: '/api/user/login', keys: ['email', 'password', 'recaptchaToken', 'cpnc', 'afterReg'] },
  { method: 'POST', url: '/api/user/forgot-password', keys: ['email'] },
  { method: 'POST', url: '/api/user/reset-password', keys: ['token', 'password', 'confirmPassword'] },
  { method: 'POST', url: '/api/user/log-event', keys: ['event', 'data', 'mkt', 'userDeviceType', 'cpncToSent'] },
  { method: 'POST', url: '/api/user/country-blocked', keys: ['ip', 'country', 'firstUrl'] },
  { method: 'POST', url: '/api/user/change-password', keys: ['currentPassword', 'newPassword', 'confirmPassword'], auth: true },
  { method: 'POST', url: '/api/user/send-credentials', keys: ['email', 'password'], auth: true },
  {
    method: 'PUT',
    url: '/api/user/update-user-details',
    keys: [
      'email',
      'firstName',
      'phoneCode',
      'phone',
      'dateOfBirth',
      'countryCode',
      'city',
      'gender',
      'preferredLanguage',
      'updateFrom',
      'onChangeResetKyc',
      'currentPassword',
    ],
    auth: true,
  },
  // Last: a successful logout ends the session the calls above use.
  { method: 'POST', url: '/api/user/logout', keys: ['reason'], auth: true },
];

const oddValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '+',
    '00',
    '1900-01-01',
    '2026-02-30',
    'MT',
    'mt',
    'EUR',
    'a@b.test',
    'x@placeholder.invalid',
    '356',
    '21234567',
    'Male',
    'Profile Page',
    'Update Form',
    'USER_INITIATED',
  ),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

describe('player-account calls never answer 500', () => {
  for (const call of CALLS) {
    it(`${call.method} ${call.url}`, async () => {
      const body = fc.dictionary(fc.constantFrom(...call.keys), oddValue, { maxKeys: call.keys.length });
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await env.t.app.inject({
            method: call.method,
            url: call.url,
            payload,
            remoteAddress: nextIp(),
            headers: call.auth ? { authorization: `Bearer ${env.token}` } : {},
          });
          expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const err = res.json() as { errorCode: string; message: string; fields?: Record<string, string> };
            expect(err.errorCode).toMatch(/^[A-Z_]+$/);
            // Messages are i18n keys, never English text.
            for (const m of [err.message, ...Object.values(err.fields ?? {})]) expect(m, res.body).toMatch(/^[a-z][a-z0-9.]*$/);
          }
        }),
        { numRuns: 40 },
      );
    });
  }
});
