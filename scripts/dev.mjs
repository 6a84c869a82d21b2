// npm run dev: the API with restart on change (port 5000) and Vite with hot reload (port 5173).
import { spawn } from 'node:child_process';

const procs = [
  spawn('node', ['--watch-path=server', '--watch-path=common', '--import', 'tsx', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SERVE_WEB: 'false', NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite', '--host'], { stdio: 'inherit', env: process.env }),
];
console.log('\n  Open http://localhost:5173 (Vite, hot reload); the API runs on http://localhost:5000\n');
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) =>
  p.on('exit', (code) => {
    if (code && code !== 0) {
      stop();
      process.exit(code);
    }
  }),
);
