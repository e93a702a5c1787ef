// `npm run dev`: the API with reload on port 3000 and Vite with hot reload on 5173 (proxying /api).
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
