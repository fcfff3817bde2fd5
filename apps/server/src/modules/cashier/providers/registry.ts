import type { PaymentProviderAdapter } from './types';
import type { SandboxBank } from './sandbox-bank';
import { SANDBOX_PROVIDERS } from './catalogue';
import { sandboxCardProvider } from './sandbox-card';
import { sandboxCryptoProvider } from './sandbox-crypto';
import { sandboxUpiProvider } from './sandbox-upi';
import { sandboxBankProvider } from './sandbox-bank-transfer';
import { sandboxEwalletProvider } from './sandbox-ewallet';

/** Adapters by name (payment_providers.adapter). A real provider adds its adapter here. */
export function createAdapters(bank: SandboxBank, key: string): Map<string, PaymentProviderAdapter> {
  const methodsOf = (adapter: string) => SANDBOX_PROVIDERS.filter((p) => p.adapter === adapter).flatMap((p) => p.methods);
  const list = [
    sandboxCardProvider(bank, methodsOf('sandbox-card')),
    sandboxCryptoProvider(bank, key, methodsOf('sandbox-crypto')),
    sandboxUpiProvider(bank, methodsOf('sandbox-upi')),
    sandboxBankProvider(bank, key, methodsOf('sandbox-bank')),
    sandboxEwalletProvider(bank, methodsOf('sandbox-ewallet')),
  ];
  return new Map(list.map((a) => [a.adapter, a]));
}
