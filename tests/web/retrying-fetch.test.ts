import { describe, expect, it } from 'vitest';
import { retryingFetch } from '../../web/src/app/apollo-client';

/** A server that answers each request with the next of `replies` (status, Retry-After). */
function fakeServer(replies: { status: number; retryAfter?: string }[]) {
  const calls: string[] = [];
  const base = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(String(init?.body));
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    return new Response('{}', { status: reply.status, headers: reply.retryAfter ? { 'retry-after': reply.retryAfter } : {} });
  }) as typeof fetch;
  return { base, calls };
}

const query = JSON.stringify({ operationName: 'Products', query: 'query Products { products { totalCount } }' });
const mutation = JSON.stringify({ operationName: 'PlaceOrder', query: 'mutation PlaceOrder { placeOrder { id } }' });

describe('retryingFetch (load shedding, decision 0036)', () => {
  it('asks a read again after a 503 with Retry-After, and answers with the next reply', async () => {
    const { base, calls } = fakeServer([{ status: 503, retryAfter: '0.01' }, { status: 200 }]);
    const res = await retryingFetch(base)('/graphql', { method: 'POST', body: query });
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('gives up after its tries and answers the last 503', async () => {
    const { base, calls } = fakeServer([{ status: 503, retryAfter: '0.01' }]);
    const res = await retryingFetch(base, 2)('/graphql', { method: 'POST', body: query });
    expect(res.status).toBe(503);
    expect(calls).toHaveLength(3);
  });

  it('never sends a write again, nor a read refused without Retry-After', async () => {
    const shed = fakeServer([{ status: 503, retryAfter: '0.01' }, { status: 200 }]);
    expect((await retryingFetch(shed.base)('/graphql', { method: 'POST', body: mutation })).status).toBe(503);
    expect(shed.calls).toHaveLength(1);
    const bare = fakeServer([{ status: 503 }, { status: 200 }]);
    expect((await retryingFetch(bare.base)('/graphql', { method: 'POST', body: query })).status).toBe(503);
    expect(bare.calls).toHaveLength(1);
  });
});
