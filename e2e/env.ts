import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);
export const E2E_DATA_DIR = join(tmpdir(), `carrier-e2e-${E2E_PORT}`);
export const E2E_ADMIN_EMAIL = 'admin@studio.test';
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
