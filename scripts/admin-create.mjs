// `npm run admin:create -- --email E --name N`: build the api if stale, then create an active admin
// (api/src/cli/admin-create.ts). The password comes from ADMIN_PASSWORD or a terminal prompt.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './lib/build.mjs';

buildIfStale(['api']);
const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/api/src/cli/admin-create.js'), ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
