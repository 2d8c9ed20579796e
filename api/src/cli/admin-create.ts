import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { migrate, openDatabase } from '../db/database.js';
import { AppError } from '../lib/errors.js';
import { FolderInUse } from '../lib/startup-refusal.js';
import { adminAuthService } from '../modules/admin/admin-auth.service.js';

/*
 * `npm run admin:create -- --email E --name N [--phone P]`: an active admin, made on the server.
 * This is how a production shop gets its first admin (public sign-up never makes an active
 * one there). The password comes from ADMIN_PASSWORD or, on a terminal, a hidden prompt;
 * never from the command line, where it would land in the shell history and `ps`.
 */

const USAGE = 'Usage: npm run admin:create -- --email you@example.com --name "Your Name" [--phone 9876543210]\nThe password is read from ADMIN_PASSWORD, or asked for on a terminal.';

/**
 * Only the database settings matter here: what a serving shop must have (payment keys, an SMS
 * provider, mail, a bucket) is neither needed nor checked, so a production shop's first admin
 * can be made before those are set.
 */
function databaseSettingsOnly(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = Object.entries(env).filter(([name]) => !/^(RAZORPAY_|SMS_|MSG91_|TWILIO_|SMTP_|MAIL_|S3_)/.test(name));
  return { ...Object.fromEntries(kept), ALLOW_SIMULATED_PAYMENTS: 'true' };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      // The question once; nothing of what is typed (only the final newline).
      if (!asked) {
        asked = true;
        process.stdout.write(text);
      } else if (text.includes('\n')) process.stdout.write('\n');
    };
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) fail(`No password: set ADMIN_PASSWORD, or run this in a terminal to be asked for it.\n${USAGE}`);
  const first = await askHidden('Password for the new admin (at least 8 characters): ');
  const again = await askHidden('Repeat the password: ');
  if (first !== again) fail('Passwords do not match');
  return first;
}

let values: { email?: string; name?: string; phone?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, phone: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  const message = (error as Error).message;
  fail(/password/i.test(message) ? `The password is never taken from the command line: set ADMIN_PASSWORD or answer the prompt.\n${USAGE}` : `${message}\n${USAGE}`);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.email || !values.name) fail(USAGE);

const password = await readPassword();
const config = loadConfig(databaseSettingsOnly(process.env));
const db = await openDatabase(config).catch((error: unknown) => {
  if (error instanceof FolderInUse) {
    fail(`The shop is running on this embedded database (pid ${error.pid}): stop the shop first (it holds DATA_DIR), or set DATABASE_URL.`);
  }
  throw error;
});
try {
  await migrate(db.orm);
  const admin = await adminAuthService.createActive(db.orm.em.fork(), { email: values.email, name: values.name, phone: values.phone ?? null, password });
  console.log(`Admin ${admin.email} (id ${admin.id}) created and active. Sign in at /admin-login.`);
} catch (error) {
  if (error instanceof AppError) fail(error.message);
  throw error;
} finally {
  await db.close();
}
