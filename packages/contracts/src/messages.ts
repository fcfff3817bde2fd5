/** §5 validation message keys (the spec's names), used by every shared schema. */
export const MSG = {
  required: 'form.validation.invalid.required',
  format: 'form.validation.invalid.format',
  passwordLength: 'form.validation.invalid.password.length',
  passwordMax: 'form.validation.invalid.password.max',
  containSpecial: 'form.validation.invalid.contain.special',
  containNumbers: 'form.validation.invalid.contain.numbers',
  containUpper: 'form.validation.invalid.contain.upper',
  shortNumber: 'form.validation.invalid.short.number',
  longNumber: 'form.validation.invalid.long.number',
  dob: 'form.validation.invalid.dob',
  dobRange: 'form.validation.invalid.dob.range',
  maxLength: 'form.validation.invalid.max.length',
  passwordsMatch: 'form.validation.invalid.passwords.match',
  terms: 'form.validation.invalid.terms',
  phoneCode: 'form.validation.invalid.phone.code',
  country: 'form.validation.invalid.country',
  currency: 'form.validation.invalid.currency',
} as const;
export type TMessageKey = (typeof MSG)[keyof typeof MSG];

/** Message keys of successful answers (`data.message`) of the player-account calls. */
export const SUCCESS_MSG = {
  profileUpdated: 'profile.update.success',
  passwordResetSent: 'password.reset.sent',
  passwordReset: 'password.reset.success',
  passwordChanged: 'password.change.success',
  verificationSent: 'email.verification.sent',
  credentialsSent: 'credentials.sent',
} as const;
