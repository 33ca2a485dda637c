// `npm start`: installs what is missing, builds, then runs the studio and its API on PORT (default 4000).
import { spawn, spawnSync } from 'node:child_process';

for (const [command, args] of [
  ['node', ['scripts/ensure.mjs']],
  ['npm', ['run', '--silent', 'build']],
]) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Migrations and seeding run inside the server at start.
const server = spawn('node', ['--enable-source-maps', 'apps/server/dist/main.mjs'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
