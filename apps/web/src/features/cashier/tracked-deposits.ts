/**
 * Deposits the open cashier is following on screen (crypto, UPI, bank transfer steps). The shell's
 * failedDeposit listener leaves those to the cashier, which opens the exact result modal itself.
 * Kept tiny and dependency-free: the shell imports it on every page.
 */
export const trackedDeposits = new Set<string>();
