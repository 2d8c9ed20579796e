import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The catalogue's version: a sequence that every write to a catalogue table advances (see
 * the catalog_version migration). Cached storefront pages are valid while it is unchanged.
 * Concurrent callers share one query in flight, so a burst of page requests costs one round trip.
 */
export function catalogVersionReader(em: EntityManager): () => Promise<string> {
  let inFlight: Promise<string> | null = null;
  return () => {
    inFlight ??= em
      .getConnection()
      .execute<{ last_value: string; is_called: boolean }[]>('select last_value, is_called from catalog_version_seq')
      .then(([row]) => `${row.last_value}:${row.is_called}`)
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
