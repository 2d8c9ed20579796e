import pg from 'pg';
import { parseRevocationNotice, SESSION_REVOKED_CHANNEL, type SessionCache } from './session-cache.js';

interface Log {
  warn(details: object, message: string): void;
}

/**
 * Listens for session revocations made by any app process (`NOTIFY` on
 * SESSION_REVOKED_CHANNEL, sent by `sessionService.revoke`/`revokeAllFor` and delivered when
 * their transaction commits) and evicts them from this process's cache. The cache is suspended
 * (empty, caching nothing) whenever this listener is not connected, and reconnection is retried:
 * a revocation can never be missed, only a cache hit.
 */
export class SessionRevocationListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly cache: SessionCache,
    private readonly log: Log,
    private readonly retryMs = 1_000,
  ) {}

  /** Connects and listens; on failure keeps the cache suspended and retries in the background. */
  async start(): Promise<void> {
    this.cache.suspend();
    try {
      await this.connect();
    } catch (error) {
      this.log.warn({ err: error }, 'session listener: could not connect, sessions are not cached until it does');
      this.scheduleRetry();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.cache.suspend();
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'fruit-shop session listener' });
    client.on('notification', (message) => {
      if (message.channel !== SESSION_REVOKED_CHANNEL) return;
      const notice = parseRevocationNotice(message.payload);
      if (notice) this.cache.evict(notice);
      else this.cache.clear();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`listen "${SESSION_REVOKED_CHANNEL}"`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.cache.resume();
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.stopped || this.client !== client) return;
    this.client = undefined;
    this.cache.suspend();
    this.log.warn({ err: error }, 'session listener: connection lost, sessions are not cached until it is back');
    client.end().catch(() => undefined);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.connect().catch((error: unknown) => {
        this.log.warn({ err: error }, 'session listener: reconnecting failed');
        this.scheduleRetry();
      });
    }, this.retryMs);
    this.retry.unref();
  }
}
