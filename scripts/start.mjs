// `npm start`: build what is stale, then serve the shop (web, /graphql, /api) on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './lib/build.mjs';

buildIfStale(['api', 'web']);
const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/api/src/main.js')], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
