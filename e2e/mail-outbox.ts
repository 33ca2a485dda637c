import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR } from './env';

/** The token of the newest password link mailed to `email` (the outbox keeps each mail as an .eml file). */
export function mailedPasswordToken(email: string): string {
  const outbox = join(E2E_DATA_DIR, 'outbox');
  for (const file of readdirSync(outbox).sort().reverse()) {
    const mail = readFileSync(join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!mail.includes(email)) continue;
    const token = mail.match(/\/reset-password\?token=([\w%-]+)/)?.[1];
    if (token) return decodeURIComponent(token);
  }
  throw new Error(`no password link mailed to ${email}`);
}
