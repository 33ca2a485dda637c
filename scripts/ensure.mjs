// Installs whatever a fresh machine is missing: npm packages (when the lock changed since the last
// install) and, when running as root, the Debian packages the renderers and tests rely on.
// Uses Node built-ins only, because it runs before anything is installed.
import { execSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const DEBIAN_PACKAGES = {
  chromium: '/usr/bin/chromium',
  'fonts-dejavu-core': '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  'fonts-noto-cjk': '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  // Chromium's CJK fallback when printing (a TrueType font it embeds; Noto Sans CJK prints as Type 3).
  'fonts-droid-fallback': '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  // hb-subset cuts that fallback into slices: a print embeds only the slices its text uses.
  'libharfbuzz-bin': '/usr/bin/hb-subset',
  'poppler-utils': '/usr/bin/pdftoppm',
  // The HTML-to-PDF benchmark's anchor only (npm run bench -- htmlpdf); the product prints with Chromium.
  wkhtmltopdf: '/usr/bin/wkhtmltopdf',
};

function ensureDebianPackages() {
  const missing = Object.entries(DEBIAN_PACKAGES)
    .filter(([, probe]) => !existsSync(probe))
    .map(([name]) => name);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.warn(`[ensure] missing Debian packages (install them as root): ${missing.join(' ')}`);
    return;
  }
  console.log(`[ensure] installing Debian packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit', env });
}

function ensureNpmPackages() {
  const lock = existsSync('package-lock.json') ? readFileSync('package-lock.json') : Buffer.from('');
  const digest = createHash('sha256').update(lock).update(readFileSync('package.json')).digest('hex');
  const stamp = 'node_modules/.carrier-install-stamp';
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  console.log('[ensure] installing npm packages');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, digest);
}

ensureNpmPackages();
ensureDebianPackages();
