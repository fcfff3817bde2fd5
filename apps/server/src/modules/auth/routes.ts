import type { ZodApp } from '../../app';

export async function authRoutes(_app: ZodApp): Promise<void> {}
