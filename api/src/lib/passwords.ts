import { hash, verify, Algorithm } from '@node-rs/argon2';

// Argon2id with the OWASP-recommended floor (19 MiB, 2 passes); a native, prebuilt binding,
// so installs need no compiler and hashing does not block the event loop.
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
