import { PROVIDER_LIMIT_EXAMPLES, type TCryptoNetwork } from '@croupier/contracts';
import type { ProviderMethod } from './types';
import { englishText } from '../../../seed-texts';

/** Limits and fees of one currency, in major units (decimal strings, converted exactly at seeding). */
export interface LimitSpec {
  currency: string;
  depositMin: string;
  depositMax: string;
  withdrawalMin: string;
  withdrawalMax: string;
  withdrawalFeeBps?: number;
  withdrawalFeeFixed?: string;
  autoWithdrawalLimit: string;
  /** 0 day, 1 week, 2 month */
  autoWithdrawalPeriod?: 0 | 1 | 2;
}

export interface SandboxProviderSpec {
  id: string;
  name: string;
  adapter: 'sandbox-card' | 'sandbox-crypto' | 'sandbox-upi' | 'sandbox-bank' | 'sandbox-ewallet';
  methods: ProviderMethod[];
  limits: LimitSpec[];
}

const TRY = PROVIDER_LIMIT_EXAMPLES.TRY;
/** Fiat limits shared by the sandbox providers (TRY 5–100000 is spec §9's example). */
const FIAT: LimitSpec[] = [
  { currency: 'EUR', depositMin: '10', depositMax: '10000', withdrawalMin: '20', withdrawalMax: '10000', autoWithdrawalLimit: '1000' },
  { currency: 'USD', depositMin: '10', depositMax: '10000', withdrawalMin: '20', withdrawalMax: '10000', autoWithdrawalLimit: '1000' },
  { currency: 'TRY', depositMin: String(TRY.min), depositMax: String(TRY.max), withdrawalMin: '50', withdrawalMax: '100000', autoWithdrawalLimit: '30000' },
  { currency: 'INR', depositMin: '100', depositMax: '500000', withdrawalMin: '500', withdrawalMax: '500000', autoWithdrawalLimit: '50000' },
  { currency: 'BRL', depositMin: '10', depositMax: '50000', withdrawalMin: '20', withdrawalMax: '50000', autoWithdrawalLimit: '5000' },
];
const withFee = (limits: LimitSpec[], fee: Partial<LimitSpec>) => limits.map((l) => ({ ...l, ...fee }));

export const CRYPTO_NETWORKS: TCryptoNetwork[] = [
  { code: 'BTC', coin: 'BTC', chain: 'BTC', label: 'Bitcoin (BTC)', confirmations: 2 },
  { code: 'ETH-ERC20', coin: 'ETH', chain: 'ERC20', label: 'Ether (ERC20)', confirmations: 3 },
  { code: 'USDT-TRC20', coin: 'USDT', chain: 'TRC20', label: 'Tether USDT (TRC20)', confirmations: 3 },
  { code: 'USDT-ERC20', coin: 'USDT', chain: 'ERC20', label: 'Tether USDT (ERC20)', confirmations: 3 },
  { code: 'USDT-BEP20', coin: 'USDT', chain: 'BEP20', label: 'Tether USDT (BEP20)', confirmations: 3 },
];

/** The demo's payment providers and methods (all sandboxes). */
export const SANDBOX_PROVIDERS: SandboxProviderSpec[] = [
  {
    id: 'sandbox-card',
    name: 'Sandbox Card Acquirer',
    adapter: 'sandbox-card',
    methods: [
      { id: 'visa', name: 'visa', paymentMethod: 'card', ...englishText('paymentMethods', 'visa'), kind: 'card', isCardForm: true, sortPriority: 10 },
      { id: 'mastercard', name: 'mastercard', paymentMethod: 'card', ...englishText('paymentMethods', 'mastercard'), kind: 'card', isCardForm: true, sortPriority: 20 },
    ],
    limits: FIAT,
  },
  {
    id: 'sandbox-carouseller',
    name: 'Carouseller',
    adapter: 'sandbox-card',
    methods: [
      { id: 'carouseller', name: 'carouseller', paymentMethod: 'card', ...englishText('paymentMethods', 'carouseller'), kind: 'card', isCardForm: true, sortPriority: 90 },
    ],
    limits: FIAT,
  },
  {
    id: 'sandbox-crypto',
    name: 'Sandbox Crypto Gateway',
    adapter: 'sandbox-crypto',
    methods: [
      {
        id: 'crypto',
        name: 'crypto',
        paymentMethod: 'crypto',
        ...englishText('paymentMethods', 'crypto'),
        kind: 'crypto',
        withdrawalExist: true,
        sortPriority: 30,
        networks: CRYPTO_NETWORKS,
      },
    ],
    limits: [
      ...withFee(FIAT, { withdrawalFeeFixed: '1' }),
      { currency: 'BTC', depositMin: '0.0001', depositMax: '5', withdrawalMin: '0.0005', withdrawalMax: '5', withdrawalFeeFixed: '0.00005', autoWithdrawalLimit: '0.05' },
      { currency: 'ETH', depositMin: '0.001', depositMax: '100', withdrawalMin: '0.005', withdrawalMax: '100', withdrawalFeeFixed: '0.001', autoWithdrawalLimit: '1' },
      { currency: 'USDT', depositMin: '5', depositMax: '100000', withdrawalMin: '10', withdrawalMax: '100000', withdrawalFeeFixed: '1', autoWithdrawalLimit: '2000' },
    ],
  },
  {
    id: 'sandbox-upi',
    name: 'Sandbox UPI Collector',
    adapter: 'sandbox-upi',
    methods: [
      {
        id: 'upi',
        name: 'upi',
        paymentMethod: 'upi',
        ...englishText('paymentMethods', 'upi'),
        kind: 'upi',
        withdrawalExist: true,
        sortPriority: 5,
        allowedCountries: ['IN'],
        allowedCurrencies: ['INR'],
        requiresPhone: true,
      },
    ],
    limits: FIAT.filter((l) => l.currency === 'INR'),
  },
  {
    id: 'sandbox-bank',
    name: 'Sandbox Bank',
    adapter: 'sandbox-bank',
    methods: [
      {
        id: 'bank-transfer',
        name: 'bank-transfer',
        paymentMethod: 'bank',
        ...englishText('paymentMethods', 'bank-transfer'),
        kind: 'bank',
        withdrawalExist: true,
        sortPriority: 40,
        restrictedCurrencies: ['BTC', 'ETH', 'USDT'],
      },
      {
        id: 'netbanking',
        name: 'netbanking',
        paymentMethod: 'netbanking',
        ...englishText('paymentMethods', 'netbanking'),
        kind: 'netbanking',
        withdrawalExist: true,
        sortPriority: 15,
        allowedCountries: ['IN'],
        allowedCurrencies: ['INR'],
      },
    ],
    limits: FIAT,
  },
  {
    id: 'sandbox-ewallet',
    name: 'Sandbox E-Wallet',
    adapter: 'sandbox-ewallet',
    methods: [
      {
        id: 'skrill',
        name: 'skrill',
        paymentMethod: 'ewallet',
        ...englishText('paymentMethods', 'skrill'),
        kind: 'ewallet',
        withdrawalExist: true,
        sortPriority: 25,
        restrictedCountries: ['US'],
        restrictedCurrencies: ['BTC', 'ETH', 'USDT'],
        requiresEmailVerification: true,
      },
    ],
    limits: withFee(FIAT, { withdrawalFeeBps: 100 }),
  },
];
