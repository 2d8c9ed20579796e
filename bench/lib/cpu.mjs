// CPU time from /proc (Linux only): what a server process and the PostgreSQL backends of one
// database used over a measured window. CPU per request moves far less with the machine's
// other load than requests per second do, so the benchmarks print both.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of the process `pid` (and its children: APP_WORKERS > 1), of the PostgreSQL backends
 * serving `databaseName` (when this machine runs them), and the machine's busy time, in clock
 * ticks; undefined where /proc cannot be read.
 * @param {number} pid
 * @param {string | undefined} databaseName
 * @returns {{ at: number, app: number, appUser: number, postgres: number | undefined, idle: number, total: number } | undefined}
 */
export function cpuSample(pid, databaseName) {
  try {
    const fieldsOf = (statFile) => readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
    const ticks = (statFile) => {
      const fields = fieldsOf(statFile);
      return Number(fields[11]) + Number(fields[12]);
    };
    const appFields = fieldsOf(`/proc/${pid}/stat`);
    let appUser = Number(appFields[11]);
    let app = appUser + Number(appFields[12]);
    let postgres = 0;
    let sawPostgres = false;
    for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        // The app's own processes (APP_WORKERS > 1): children of the one we started.
        const fields = fieldsOf(`/proc/${entry}/stat`);
        if (Number(fields[1]) === pid) {
          appUser += Number(fields[11]);
          app += Number(fields[11]) + Number(fields[12]);
          continue;
        }
        if (!databaseName) continue;
        // A backend's title names its database: "postgres: 15/main: postgres <db> 127.0.0.1(…) idle".
        if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${databaseName} `)) {
          postgres += ticks(`/proc/${entry}/stat`);
          sawPostgres = true;
        }
      } catch {
        // gone meanwhile
      }
    }
    const [, ...cpu] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = cpu[3] + cpu[4];
    const total = cpu.reduce((a, b) => a + b, 0);
    return { at: performance.now(), app, appUser, postgres: sawPostgres ? postgres : undefined, idle, total };
  } catch {
    return undefined;
  }
}

/** Milliseconds in one clock tick of /proc (USER_HZ is 100 on Linux). */
export const TICK_MS = 10;
