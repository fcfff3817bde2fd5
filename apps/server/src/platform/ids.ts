import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();
export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');
