import crypto, { randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();
export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');
/** Hex SHA-256 of a UTF-8 string (the one-shot `crypto.hash`: about half the CPU of a Hash object, on the wallet's hot path). */
export const sha256Hex = (value: string): string => crypto.hash('sha256', value, 'hex');
