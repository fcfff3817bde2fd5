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
  nickname: 'form.validation.invalid.nickname',
  // §5 card and withdrawal forms (cashier)
  cardNumber: 'form.validation.invalid.card.number',
  cardCvc: 'form.validation.invalid.card.cvc',
  cardExpiry: 'form.validation.invalid.card.expiry',
  cardExpired: 'form.validation.invalid.card.expired',
  ifsc: 'form.validation.invalid.ifsc',
  upiId: 'form.validation.invalid.upi',
  amount: 'form.validation.invalid.amount',
  walletAddress: 'form.validation.invalid.wallet.address',
  // §5 upload (KYC documents): 'Only jpg, pdf, png accepted', 'File size must be less than 25MB'
  uploadType: 'form.validation.upload.type',
  uploadSize: 'form.validation.upload.size',
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
  // §8 withdrawal success; cancel of a pending withdrawal
  withdrawalRequested: 'withdrawal.success',
  withdrawalCancelled: 'withdrawal.cancel.success',
} as const;
