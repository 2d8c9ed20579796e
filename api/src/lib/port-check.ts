import net from 'node:net';
import { StartupRefusal } from './startup-refusal.js';

/**
 * Refuses to start when `port` is taken, before anything is migrated or seeded (listening at
 * the end found it only after that work, with a raw EADDRINUSE trace). Port 0 is always free.
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new StartupRefusal(`Port ${port} is in use: set PORT`));
      else if (error.code === 'EACCES') reject(new StartupRefusal(`Port ${port} needs privileges this process does not have: set PORT`));
      else reject(error);
    });
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
