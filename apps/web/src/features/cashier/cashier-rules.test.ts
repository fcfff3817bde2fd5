import { describe, expect, it } from 'vitest';
import { DEPOSIT_AMOUNT_DEFAULT, DEPOSIT_AMOUNT_PRESETS, stepDepositAmountDown, stepDepositAmountUp } from '@croupier/contracts/constants';
import type { TPaymentMethod } from '@croupier/contracts';
import { missingAddressFields } from '@croupier/contracts/cashier';
import { checkDepositAmount, checkWithdrawalAmount, fromScaled, INITIAL_DEPOSIT_AMOUNT, isWithinLimits, sanitizeAmountInput, startingAmount, stepAmount, toScaled } from './amount';
import { depositAmountsIn } from '@croupier/contracts/deposit-amounts';
import {
  buildDepositRequest,
  buildWithdrawalRequest,
  checkDepositForm,
  checkWithdrawalForm,
  EMPTY_DEPOSIT_VALUES,
  EMPTY_WITHDRAWAL_VALUES,
  formatCardNumber,
  formatExpiry,
  type TDepositValues,
} from './form-rules';
import * as schemas from './form-schemas';
import { pickMethod, tilesFor, visibleMethods } from './methods';

describe('§4 deposit amount picker', () => {
  it('starts at 25 with presets 25/50/100 (contracts)', () => {
    expect(INITIAL_DEPOSIT_AMOUNT).toBe('25');
    expect(DEPOSIT_AMOUNT_DEFAULT).toBe(25);
    expect([...DEPOSIT_AMOUNT_PRESETS]).toEqual([25, 50, 100]);
  });

  it('up: +1 up to 30, then +5', () => {
    const seen: string[] = [];
    let v = '25';
    for (let i = 0; i < 8; i++) {
      v = stepAmount(v, 'up');
      seen.push(v);
    }
    expect(seen).toEqual(['26', '27', '28', '29', '30', '35', '40', '45']);
  });

  it('down: −5 above 30, else −1, never below 0', () => {
    expect(stepAmount('40', 'down')).toBe('35');
    expect(stepAmount('35', 'down')).toBe('30');
    expect(stepAmount('31', 'down')).toBe('26');
    expect(stepAmount('30', 'down')).toBe('29');
    expect(stepAmount('2', 'down')).toBe('1');
    expect(stepAmount('1', 'down')).toBe('0');
    expect(stepAmount('0', 'down')).toBe('0');
    expect(stepAmount('0.5', 'down')).toBe('0');
    expect(stepAmount('-7', 'down')).toBe('0');
  });

  it('matches the contracts step functions on every whole value 0…200', () => {
    for (let n = 0; n <= 200; n++) {
      expect(stepAmount(String(n), 'up'), `up ${n}`).toBe(String(stepDepositAmountUp(n)));
      expect(stepAmount(String(n), 'down'), `down ${n}`).toBe(String(stepDepositAmountDown(n)));
    }
  });

  it('keeps a typed fraction exactly (no float drift) and treats empty as 0', () => {
    expect(stepAmount('30.7', 'down')).toBe('25.7');
    expect(stepAmount('29.5', 'up')).toBe('30.5');
    expect(stepAmount('30.5', 'up')).toBe('35.5');
    expect(stepAmount('0.1', 'up')).toBe('1.1');
    expect(stepAmount('', 'up')).toBe('1');
    expect(stepAmount('abc', 'down')).toBe('0');
  });

  it('exact decimal helpers', () => {
    expect(toScaled('12.5')).toBe(1_250_000_000n);
    expect(toScaled('12,5')).toBe(1_250_000_000n);
    expect(toScaled('.5')).toBe(50_000_000n);
    expect(toScaled('1e3')).toBeNull();
    expect(toScaled(100000)).toBe(10_000_000_000_000n);
    expect(fromScaled(3_000_000_000n)).toBe('30');
    expect(fromScaled(-1n)).toBe('-0.00000001');
    expect(sanitizeAmountInput('1a2,5.7')).toBe('12.57');
    expect(sanitizeAmountInput('007')).toBe('7');
    expect(sanitizeAmountInput('10.123', 2)).toBe('10.12');
    expect(sanitizeAmountInput('10.5', 0)).toBe('10');
  });
});

describe('§5 amount rules', () => {
  const limits = { min: 5, max: 100_000 };
  it('deposit: greater than 0 and within the provider range (TRY 5–100000)', () => {
    expect(checkDepositAmount('', limits)).toBe('form.validation.invalid.required');
    expect(checkDepositAmount('x', limits)).toBe('form.validation.invalid.amount');
    expect(checkDepositAmount('0', limits)).toBe('error.deposit.amount.below.zero');
    expect(checkDepositAmount('4.99', limits)).toBe('error.deposit.provider.limit');
    expect(checkDepositAmount('5', limits)).toBeNull();
    expect(checkDepositAmount('100000', limits)).toBeNull();
    expect(checkDepositAmount('100000.01', limits)).toBe('error.deposit.provider.limit');
    expect(checkDepositAmount('1', null)).toBeNull();
  });
  it('withdrawal: within the withdrawable cash and the method limits', () => {
    expect(checkWithdrawalAmount('0', limits, 50)).toBe('error.deposit.amount.below.zero');
    expect(checkWithdrawalAmount('60', limits, 50)).toBe('error.withdrawal.insufficient.funds');
    expect(checkWithdrawalAmount('4', limits, 50)).toBe('error.withdrawal.limit.threshold');
    expect(checkWithdrawalAmount('50', limits, 50)).toBeNull();
  });
});

describe('§5 card rules', () => {
  const now = new Date(Date.UTC(2026, 5, 15));
  const good: TDepositValues = { ...EMPTY_DEPOSIT_VALUES, amount: '25', card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holderName: 'Ada Tester' } };
  it('a valid card passes', () => {
    expect(checkDepositForm('card', good, null, schemas, now)).toEqual({});
  });
  it('name required, Luhn number, CVC exactly 3 digits, MM/YY not in the past', () => {
    const errors = checkDepositForm('card', { ...good, card: { number: '4242 4242 4242 4241', expiry: '05/26', cvc: '12', holderName: ' ' } }, null, schemas, now);
    expect(errors).toEqual({
      'card.number': 'form.validation.invalid.card.number',
      'card.expiry': 'form.validation.invalid.card.expired',
      'card.cvc': 'form.validation.invalid.card.cvc',
      'card.holderName': 'form.validation.invalid.required',
    });
    expect(checkDepositForm('card', { ...good, card: { ...good.card, expiry: '13/30' } }, null, schemas, now)['card.expiry']).toBe('form.validation.invalid.card.expiry');
    expect(checkDepositForm('card', { ...good, card: { ...good.card, expiry: '06/26' } }, null, schemas, now)['card.expiry']).toBeUndefined();
    expect(checkDepositForm('card', { ...good, card: { ...good.card, cvc: '1234' } }, null, schemas, now)['card.cvc']).toBe('form.validation.invalid.card.cvc');
    expect(checkDepositForm('card', { ...good, card: { ...good.card, number: '' } }, null, schemas, now)['card.number']).toBe('form.validation.invalid.required');
  });
  it('e-wallet email and crypto network', () => {
    expect(checkDepositForm('ewallet', { ...good, email: 'nope' }, null, schemas, now)).toEqual({ email: 'form.validation.invalid.format' });
    expect(checkDepositForm('ewallet', { ...good, email: 'ada@wallet.test' }, null, schemas, now)).toEqual({});
    expect(checkDepositForm('crypto', { ...good, network: '' }, null, schemas, now)).toEqual({ network: 'form.validation.invalid.required' });
  });
  it('before the zod checks have loaded: the amount, e-mail and network are checked, the card fields wait', () => {
    const bad = { ...good, amount: '', card: { number: '1', expiry: '', cvc: '', holderName: '' } };
    expect(checkDepositForm('card', bad, null, null, now)).toEqual({ amount: 'form.validation.invalid.required' });
    expect(checkDepositForm('card', bad, null, schemas, now)['card.number']).toBe('form.validation.invalid.card.number');
    expect(checkDepositForm('ewallet', { ...good, email: 'nope' }, null, null, now)).toEqual({ email: 'form.validation.invalid.format' });
  });
  it('typing helpers', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12/', '12/3')).toBe('12');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
  });
  it('builds the request of each kind', () => {
    const base = { paymentMethodId: 'm1', currencyCode: 'EUR', bonusId: null, requestId: '00000000-0000-4000-8000-000000000000' };
    expect(buildDepositRequest('card', base, good)).toMatchObject({ kind: 'card', amount: '25', card: { number: '4242424242424242', cvc: '123' } });
    expect(buildDepositRequest('netbanking', base, { ...good, bankName: '' })).toMatchObject({ kind: 'netbanking', bankName: null });
    expect(buildDepositRequest('upi', base, good)).toEqual({ kind: 'upi', ...base, amount: '25' });
    // §4 replacing the active bonus is sent only once the player confirmed it; the time zone only with a bonus.
    expect(buildDepositRequest('upi', { ...base, bonusId: 'b1', confirmBonusReplace: true, timeZone: 'Europe/Malta' }, good)).toMatchObject({
      bonusId: 'b1',
      confirmBonusReplace: true,
      timeZone: 'Europe/Malta',
    });
    expect(buildDepositRequest('upi', { ...base, confirmBonusReplace: false, timeZone: null }, good)).not.toHaveProperty('confirmBonusReplace');
  });
});

describe('§5 withdrawal rules', () => {
  const opts = { paymentMethodId: 'm1', limits: { min: 10, max: 5000 }, withdrawable: 200 };
  const bank = {
    ...EMPTY_WITHDRAWAL_VALUES,
    amount: '50',
    beneficiaryName: 'Ada Tester',
    accountNumber: '123456789',
    email: 'ada@mail.test',
    bankCode: 'HDFC0001234',
  };
  it('bank: full name, account number, email, IFSC 8–15; bank name optional, required for netbanking', () => {
    expect(checkWithdrawalForm('bank', bank, opts, schemas)).toEqual({});
    expect(checkWithdrawalForm('netbanking', bank, opts, schemas)).toEqual({ bankName: 'form.validation.invalid.required' });
    expect(checkWithdrawalForm('netbanking', { ...bank, bankName: 'HDFC Bank' }, opts, schemas)).toEqual({});
    const errors = checkWithdrawalForm('bank', { ...bank, beneficiaryName: '', accountNumber: '', email: 'x@', bankCode: 'ABC1234' }, opts, schemas);
    expect(errors).toEqual({
      beneficiaryName: 'form.validation.invalid.required',
      accountNumber: 'form.validation.invalid.required',
      email: 'form.validation.invalid.format',
      bankCode: 'form.validation.invalid.ifsc',
    });
    expect(checkWithdrawalForm('bank', { ...bank, bankCode: 'ABCDEFGH12345678' }, opts, schemas).bankCode).toBe('form.validation.invalid.ifsc');
    expect(checkWithdrawalForm('bank', { ...bank, bankCode: 'ABCDEFGH' }, opts, schemas).bankCode).toBeUndefined();
  });
  it('UPI ID name@handle, crypto address + network, e-wallet email, amount', () => {
    expect(checkWithdrawalForm('upi', { ...bank, upiId: 'ada' }, opts, schemas)).toEqual({ upiId: 'form.validation.invalid.upi' });
    expect(checkWithdrawalForm('upi', { ...bank, upiId: 'ada.t@okaxis' }, opts, schemas)).toEqual({});
    expect(checkWithdrawalForm('crypto', { ...bank, walletAddress: '', network: '' }, opts, schemas)).toEqual({
      walletAddress: 'form.validation.invalid.required',
      network: 'form.validation.invalid.required',
    });
    expect(checkWithdrawalForm('crypto', { ...bank, walletAddress: 'TXyz', network: 'USDT-TRC20' }, opts, schemas)).toEqual({ walletAddress: 'form.validation.invalid.wallet.address' });
    expect(checkWithdrawalForm('ewallet', { ...bank, email: '' }, opts, schemas)).toEqual({ email: 'form.validation.invalid.required' });
    expect(checkWithdrawalForm('ewallet', { ...bank, amount: '' }, opts, schemas)).toEqual({ amount: 'form.validation.invalid.required' });
    expect(checkWithdrawalForm('ewallet', { ...bank, amount: '500' }, opts, schemas)).toEqual({ amount: 'error.withdrawal.insufficient.funds' });
  });
  it('builds the request of each kind', () => {
    expect(buildWithdrawalRequest('upi', { paymentMethodId: 'm', currencyCode: 'INR' }, { ...bank, upiId: 'a@b' })).toEqual({
      kind: 'upi',
      paymentMethodId: 'm',
      currencyCode: 'INR',
      amount: '50',
      beneficiaryName: 'Ada Tester',
      upiId: 'a@b',
    });
    expect(buildWithdrawalRequest('card', { paymentMethodId: 'm', currencyCode: null }, bank)).toBeNull();
  });
});

describe('§4/§9 payment tiles', () => {
  const m = (id: string, over: Partial<TPaymentMethod> = {}) =>
    ({ id, name: id, title: id.toUpperCase(), isActive: true, hidden: false, withdrawalExist: false, sortPriority: 10, isCardForm: false, ...over }) as TPaymentMethod;
  const methods = [m('upi', { sortPriority: 30 }), m('visa', { sortPriority: 10, isCardForm: true }), m('secret', { hidden: true, withdrawalExist: true }), m('off', { isActive: false })];
  it('shows active, not hidden methods by sortPriority', () => {
    expect(visibleMethods(methods).map((x) => x.id)).toEqual(['visa', 'upi']);
  });
  it('a hidden but active method is deselected unless it can withdraw and the mode is withdrawal', () => {
    expect(pickMethod(methods, 'secret', 'deposit')?.id).toBe('visa');
    expect(pickMethod(methods, 'secret', 'withdrawal')?.id).toBe('secret');
    expect(pickMethod(methods, 'off', 'withdrawal')?.id).toBe('visa');
    expect(pickMethod(methods, 'UPI', 'deposit')?.id).toBe('upi');
    expect(pickMethod(methods, null, 'deposit')?.id).toBe('visa');
    expect(pickMethod([], null, 'deposit')).toBeNull();
    expect(tilesFor(methods, methods[2]!).map((x) => x.id)).toEqual(['visa', 'upi', 'secret']);
  });
});

describe('billing address a deposit may need (allowDepWithoutAddress)', () => {
  it('names the address fields the profile has no value for; blank counts as none', () => {
    expect(missingAddressFields({ countryCode: 'MT', city: 'Valletta', zipCode: 'VLT 1010', address: '1 Republic Street' })).toEqual([]);
    expect(missingAddressFields({ countryCode: 'MT', city: '  ', zipCode: null })).toEqual(['city', 'zipCode', 'address']);
    expect(missingAddressFields({})).toEqual(['countryCode', 'city', 'zipCode', 'address']);
  });
});

describe('the picker in other currencies (depositAmountsIn)', () => {
  const inr = depositAmountsIn({ exponent: 2, minorPerEur: 9_000 });
  const btc = depositAmountsIn({ exponent: 8, minorPerEur: 1_700 });

  it("steps by the currency's figures: ₹100 below ₹2,500, ₹500 from it; BTC in satoshi-exact decimals", () => {
    expect(stepAmount('2400', 'up', inr)).toBe('2500');
    expect(stepAmount('2500', 'up', inr)).toBe('3000');
    expect(stepAmount('3000', 'down', inr)).toBe('2500');
    expect(stepAmount('2500', 'down', inr)).toBe('2400');
    expect(stepAmount('0.0004', 'up', btc)).toBe('0.000415'); // below 0.0005 (about €30): steps of 0.000015 (about €1)
    expect(stepAmount('0.00001', 'down', btc)).toBe('0');
  });

  it('starts inside the method limits and offers only presets inside them', () => {
    expect(startingAmount('25', { min: 100, max: 500_000 })).toBe('100');
    expect(startingAmount('25', { min: 0.0001, max: 5 })).toBe('5');
    expect(startingAmount(inr.initial, { min: 100, max: 500_000 })).toBe('2500');
    expect(startingAmount('25', null)).toBe('25');
    expect(inr.presets.filter((p) => isWithinLimits(p, { min: 100, max: 6000 }))).toEqual(['2500', '5000']);
    expect(isWithinLimits('abc', null)).toBe(false);
  });
});
