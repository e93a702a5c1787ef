// `npm start`: builds the web app and the server when their sources are newer than the build,
// then serves both on one port (PORT, default 3000) on the embedded database.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'].map((p) => join(root, p));
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/server/src', 'packages'].map((p) =>
  join(root, p),
);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const builtAt = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
if (builtAt < Math.max(...sources.map(newest))) {
  console.log('Building Takt...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawnSync(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
