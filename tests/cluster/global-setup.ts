import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/lib/build.mjs';
import { postgresAnswers, redisAnswers, TEST_PG_URL, TEST_REDIS_URL } from '../../scripts/lib/services.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Why the cluster suite cannot run here (no PostgreSQL server or no Redis), or null. */
    clusterSkip: string | null;
  }
}

/**
 * The cluster suite runs the built app (`node api/dist/…`, as production does), so it builds
 * what is stale first. It needs a PostgreSQL server and Redis: without either it skips, saying
 * which (`npm test` does not even start it then).
 */
export default async function setup(project: TestProject) {
  const missing = [...((await postgresAnswers()) ? [] : [`PostgreSQL (${TEST_PG_URL})`]), ...((await redisAnswers()) ? [] : [`Redis (${TEST_REDIS_URL})`])];
  if (missing.length) {
    const reason = `${missing.join(' and ')} did not answer`;
    console.log(`cluster: skipped — ${reason}`);
    project.provide('clusterSkip', reason);
    return;
  }
  buildIfStale(['api', 'web']);
  project.provide('clusterSkip', null);
}
