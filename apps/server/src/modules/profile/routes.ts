import type { ZodApp } from '../../app';

export async function profileRoutes(_app: ZodApp): Promise<void> {}
