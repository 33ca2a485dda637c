// `npm run bench`: runs every bench/*.bench.ts(x) in its own process, one after another.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv[2];
const files = readdirSync(import.meta.dirname)
  .filter((file) => /\.bench\.tsx?$/.test(file))
  .filter((file) => !only || file.includes(only))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const result = spawnSync('npx', ['tsx', file], { cwd: import.meta.dirname, stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
