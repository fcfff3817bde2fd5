import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_AMOUNT_DEFAULT,
  DEPOSIT_AMOUNT_PRESETS,
  PROVIDER_LIMIT_EXAMPLES,
  stepDepositAmountDown,
  stepDepositAmountUp,
} from './constants';
import {
  ZCreateWithdrawalRequest,
  alternativeMethodFor,
  checkCardExpiry,
  depositModalOf,
  isFullWidthPaymentLayout,
  isValidCardNumber,
  makeCardFieldsSchema,
  shouldDeselectPaymentMethod,
} from './schemas/cashier';
import { MSG } from './messages';

describe('§4 deposit amount picker', () => {
  it('starts at 25 with presets 25/50/100', () => {
    expect(DEPOSIT_AMOUNT_DEFAULT).toBe(25);
    expect(DEPOSIT_AMOUNT_PRESETS).toEqual([25, 50, 100]);
    expect(PROVIDER_LIMIT_EXAMPLES.TRY).toEqual({ min: 5, max: 100_000 });
  });
  it('up: +1 up to 30, then +5', () => {
    expect([25, 29, 30, 35, 100].map(stepDepositAmountUp)).toEqual([26, 30, 35, 40, 105]);
  });
  it('down: −5 above 30, else −1, never below 0', () => {
    expect([100, 35, 31, 30, 1, 0].map(stepDepositAmountDown)).toEqual([95, 30, 26, 29, 0, 0]);
  });
});

describe('§5 card rules', () => {
  it('Luhn card numbers, spaces allowed', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242424242424241')).toBe(false);
    expect(isValidCardNumber('4242')).toBe(false);
  });
  it('expiry MM/YY, a valid month, not in the past', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(checkCardExpiry('06/26', now)).toBeNull();
    expect(checkCardExpiry('05/26', now)).toBe(MSG.cardExpired);
    expect(checkCardExpiry('13/27', now)).toBe(MSG.cardExpiry);
    expect(checkCardExpiry('1/27', now)).toBe(MSG.cardExpiry);
    expect(checkCardExpiry('', now)).toBe(MSG.required);
  });
  it('the form schema: name required, CVC exactly 3 digits', () => {
    const schema = makeCardFieldsSchema({ now: new Date('2026-06-15T12:00:00Z') });
    const r = schema.safeParse({ number: '4242424242424242', expiry: '01/26', cvc: '1234', holderName: '' });
    expect(r.success).toBe(false);
    expect(Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      cvc: MSG.cardCvc,
      holderName: MSG.required,
      expiry: MSG.cardExpired,
    });
    const past = schema.safeParse({ number: '4242424242424242', expiry: '01/26', cvc: '123', holderName: 'A' });
    expect(past.error!.issues[0]).toMatchObject({ path: ['expiry'], message: MSG.cardExpired });
  });
});

describe('§5 withdrawal rules', () => {
  const bank = { kind: 'bank', paymentMethodId: 'b', amount: 20, beneficiaryName: 'A B', accountNumber: '123', email: 'a@b.co' };
  it('IFSC 8 to 15 characters', () => {
    expect(ZCreateWithdrawalRequest.safeParse({ ...bank, bankCode: 'ABCD1234' }).success).toBe(true);
    expect(ZCreateWithdrawalRequest.safeParse({ ...bank, bankCode: 'ABCD123456789AB' }).success).toBe(true);
    expect(ZCreateWithdrawalRequest.safeParse({ ...bank, bankCode: 'ABCD123' }).error!.issues[0]!.message).toBe(MSG.ifsc);
    expect(ZCreateWithdrawalRequest.safeParse({ ...bank, bankCode: 'ABCD123456789ABC' }).error!.issues[0]!.message).toBe(MSG.ifsc);
  });
  it('UPI ID name@handle', () => {
    const upi = (upiId: string) => ZCreateWithdrawalRequest.safeParse({ kind: 'upi', paymentMethodId: 'u', amount: 1, beneficiaryName: 'A', upiId });
    expect(upi('ravi.kumar@okaxis').success).toBe(true);
    expect(upi('ravi@').error!.issues[0]!.message).toBe(MSG.upiId);
    expect(upi('@okaxis').error!.issues[0]!.message).toBe(MSG.upiId);
  });
});

describe('§4 payment tiles and result modals', () => {
  it('a hidden but active method is deselected unless withdrawal-capable in withdrawal mode', () => {
    expect(shouldDeselectPaymentMethod({ hidden: true, isActive: true, withdrawalExist: true }, 'withdrawal')).toBe(false);
    expect(shouldDeselectPaymentMethod({ hidden: true, isActive: true, withdrawalExist: true }, 'deposit')).toBe(true);
    expect(shouldDeselectPaymentMethod({ hidden: true, isActive: true, withdrawalExist: false }, 'withdrawal')).toBe(true);
    expect(shouldDeselectPaymentMethod({ hidden: false, isActive: true, withdrawalExist: false }, 'deposit')).toBe(false);
  });
  it('fewer than five visible methods are full width', () => {
    expect([1, 4, 5, 8].map(isFullWidthPaymentLayout)).toEqual([true, true, false, false]);
  });
  it('the alternative method: the card form for card names, else carouseller', () => {
    const methods = [
      { id: '1', name: 'visa', isCardForm: true },
      { id: '2', name: 'mastercard', isCardForm: true },
      { id: '3', name: 'carouseller', isCardForm: false },
      { id: '4', name: 'upi', isCardForm: false },
    ];
    expect(alternativeMethodFor('visa', methods)?.id).toBe('2');
    expect(alternativeMethodFor('Cards', methods)?.id).toBe('1');
    expect(alternativeMethodFor('upi', methods)?.id).toBe('3');
    expect(alternativeMethodFor('upi', methods.slice(0, 2))).toBeNull();
  });
  it('each status has its modal', () => {
    expect(depositModalOf('success')).toBe('deposit-success');
    expect(depositModalOf('declined')).toBe('deposit-decline');
    expect(depositModalOf('cancelled')).toBe('deposit-cancel');
    expect(depositModalOf('expired')).toBe('deposit-failed');
    expect(depositModalOf('requires_action')).toBe('deposit-pending');
  });
});
