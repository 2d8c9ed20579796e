import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { FolderInUse } from '../lib/startup-refusal.js';

/** Lock files this process holds, so that a lock naming our own pid is told apart from a stale one left by an earlier process with the same pid (a restarted container). */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `file` (created exclusively, holding this pid) for as long as this process uses what it
 * guards; returns the release. A lock whose process is gone is stale and taken over. A live
 * one throws with `message`: the embedded database's files must never be opened twice.
 */
export function takeLock(file: string, message: (pid: number) => string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held.add(file);
      const release = () => {
        if (!held.delete(file)) return;
        try {
          if (Number(readFileSync(file, 'utf8').trim()) === process.pid) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let pid = NaN;
      try {
        pid = Number(readFileSync(file, 'utf8').trim());
      } catch {
        continue; // released meanwhile: try again
      }
      const ours = pid === process.pid && held.has(file);
      if (Number.isInteger(pid) && pid > 0 && (ours || (pid !== process.pid && alive(pid)))) throw new FolderInUse(message(pid), pid);
      try {
        unlinkSync(file); // stale: its process has ended
      } catch {
        /* someone else removed it first */
      }
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
