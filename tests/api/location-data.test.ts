import { CacheDeps } from '../../api/src/core/cache-deps.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Loaders, type RequestContext, type Viewer } from '../../api/src/core/request-context.js';
import { City } from '../../api/src/modules/locations/city.entity.js';
import { locationDataService as service } from '../../api/src/modules/locations/location-data.service.js';
import { Pincode } from '../../api/src/modules/locations/pincode.entity.js';
import { State } from '../../api/src/modules/locations/state.entity.js';
import { getJson, gql, sendJson } from '../utils/api-client.js';
import { connectTestOrm } from '../utils/orm.js';

interface RestState {
  state_id: number;
  state_name: string;
  state_code: string | null;
}
interface RestCity {
  city_id: number;
  city_name: string;
  state_id: number;
  state_name: string;
}
interface RestPincode {
  pincode_id: number;
  pincode: string;
  area: string | null;
  city_id: number;
  city_name: string;
  state_name: string;
}

const SPEC_CITIES = ['Bangalore', 'Chennai', 'Delhi', 'Hyderabad', 'Kolkata', 'Mumbai', 'Pune'];

describe('location lists over REST (public reads)', () => {
  it('lists the states and union territories of India by name', async () => {
    const res = await getJson<RestState[]>('/api/states');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(36);
    expect(res.body.map((s) => s.state_name)).toEqual([...res.body.map((s) => s.state_name)].sort((a, b) => a.localeCompare(b)));
    expect(res.body).toContainEqual({ state_id: expect.any(Number), state_name: 'Maharashtra', state_code: 'MH' });
  });

  it("lists the spec's cities with their states, and filters by state", async () => {
    const all = await getJson<RestCity[]>('/api/cities');
    expect(SPEC_CITIES.every((name) => all.body.some((c) => c.city_name === name))).toBe(true);
    expect(all.body.find((c) => c.city_name === 'Bangalore')).toMatchObject({ state_name: 'Karnataka' });
    expect(all.body.find((c) => c.city_name === 'Hyderabad')).toMatchObject({ state_name: 'Telangana' });

    const maharashtra = all.body.find((c) => c.city_name === 'Pune')!.state_id;
    const inState = await getJson<RestCity[]>(`/api/cities?state_id=${maharashtra}`);
    expect(inState.body.map((c) => c.city_name)).toEqual(expect.arrayContaining(['Mumbai', 'Pune']));
    expect(inState.body.every((c) => c.state_name === 'Maharashtra')).toBe(true);

    const one = await getJson<RestCity>(`/api/cities/${inState.body[0].city_id}`);
    expect(one.body).toEqual(inState.body[0]);
  });

  it('finds a pincode with its city and state', async () => {
    const res = await getJson<RestPincode[]>('/api/pincodes?pincode=411001');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ pincode: '411001', city_name: 'Pune', state_name: 'Maharashtra', area: 'Pune GPO' })]);
    const byCity = await getJson<RestPincode[]>(`/api/pincodes?city_id=${res.body[0].city_id}`);
    expect(byCity.body.length).toBeGreaterThanOrEqual(1);
    expect(byCity.body.every((p) => p.city_name === 'Pune')).toBe(true);
  });

  it('answers bad ids and filters with 400, unknown ids with 404', async () => {
    expect((await getJson('/api/states/abc')).status).toBe(400);
    expect((await getJson('/api/cities?state_id=x')).status).toBe(400);
    expect(await getJson('/api/pincodes?pincode=012345')).toMatchObject({ status: 400, body: { error: 'Please enter a valid 6-digit pincode', code: 'BAD_USER_INPUT' } });
    expect(await getJson('/api/states/999999')).toMatchObject({ status: 404, body: { error: 'State not found', code: 'NOT_FOUND' } });
  });
});

describe('location lists over GraphQL', () => {
  it('reads states, cities of a state and pincodes', async () => {
    const states = await gql<{ states: { id: number; name: string; code: string | null }[] }>('{ states { id name code } }');
    const karnataka = states.data!.states.find((s) => s.name === 'Karnataka')!;
    const reply = await gql<{ cities: { name: string; state: { name: string } }[]; pincodes: { code: string; city: { name: string } }[] }>(
      'query($stateId: Int) { cities(stateId: $stateId) { name state { name } } pincodes(code: "560001") { code city { name } } }',
      { stateId: karnataka.id },
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.cities).toEqual([{ name: 'Bangalore', state: { name: 'Karnataka' } }]);
    expect(reply.data!.pincodes).toEqual([{ code: '560001', city: { name: 'Bangalore' } }]);
  });
});

describe('location list writes are for admins', () => {
  it.each([
    ['POST', '/api/states', { state_name: 'Atlantis' }],
    ['PUT', '/api/states/1', { state_name: 'Atlantis' }],
    ['DELETE', '/api/states/1', undefined],
    ['POST', '/api/cities', { city_name: 'Nowhere', state_id: 'not-a-number' }],
    ['PUT', '/api/cities/1', { city_name: 'Nowhere' }],
    ['DELETE', '/api/cities/1', undefined],
    ['POST', '/api/pincodes', { pincode: '000000' }],
    ['PUT', '/api/pincodes/1', { area: 'x' }],
    ['DELETE', '/api/pincodes/1', undefined],
  ])('refuses %s %s without an admin session (401, before reading the body)', async (method, path, body) => {
    const res = await sendJson(method, path, body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Admin sign-in required', code: 'UNAUTHENTICATED' });
  });

  it('refuses a bearer token that names no session the same way', async () => {
    const res = await sendJson('POST', '/api/states', { state_name: 'Atlantis' }, 'not-a-real-token');
    expect(res.status).toBe(401);
  });
});

describe('location list changes (service, as an admin)', () => {
  let orm: MikroORM;
  const ctx = (viewer: Viewer): RequestContext => {
    const em = orm.em.fork();
    return { em, reads: em, viewer, loaders: new Loaders(em), cacheDeps: new CacheDeps() };
  };
  const admin = () => ctx({ kind: 'admin', adminId: 1 });
  const suffix = Date.now().toString(36).toUpperCase();

  beforeAll(async () => {
    orm = await connectTestOrm();
  });
  afterAll(async () => {
    const em = orm.em.fork();
    await em.nativeDelete(Pincode, { area: { $like: `Test ${suffix}%` } });
    await em.nativeDelete(City, { name: { $like: `%${suffix}` } });
    await em.nativeDelete(State, { name: { $like: `%${suffix}` } });
    await orm.close(true);
  });

  it('refuses a signed-in customer with 403', async () => {
    await expect(service.createState(ctx({ kind: 'customer', userId: 1, sessionId: 1 }), { name: 'X' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Admin access required',
    });
  });

  it('creates, renames and deletes a state, city and pincode, and refuses duplicates and orphans', async () => {
    const state = await service.createState(admin(), { name: `  Test   State ${suffix} `, code: null });
    expect(state).toMatchObject({ name: `Test State ${suffix}`, code: null });
    await expect(service.createState(admin(), { name: `test state ${suffix.toLowerCase()}` })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(service.createState(admin(), { name: `Other ${suffix}`, code: 'MH' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A state with this code already exists',
    });
    await expect(service.createState(admin(), { name: `Other ${suffix}`, code: 'M1' })).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(service.createState(admin(), { name: '  ' })).rejects.toMatchObject({ message: 'State name is required' });

    const city = await service.createCity(admin(), { name: `Town ${suffix}`, stateId: state.id });
    expect(city.state).toEqual(state);
    await expect(service.createCity(admin(), { name: `Town ${suffix}`, stateId: state.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(service.createCity(admin(), { name: `Town ${suffix}`, stateId: 999999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await expect(service.createPincode(admin(), { code: '', cityId: city.id })).rejects.toMatchObject({ message: 'Please enter your pincode' });
    await expect(service.createPincode(admin(), { code: '012345', cityId: city.id })).rejects.toMatchObject({
      message: 'Please enter a valid 6-digit pincode',
    });
    await expect(service.createPincode(admin(), { code: '411001', cityId: city.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    const code = String(900000 + (Date.now() % 99999));
    const pin = await service.createPincode(admin(), { code, cityId: city.id, area: `Test ${suffix} Market` });
    expect(pin).toMatchObject({ code, area: `Test ${suffix} Market`, city: { name: `Town ${suffix}` } });

    const renamed = await service.updateState(admin(), state.id, { name: `Renamed ${suffix}`, code: 'zz' });
    expect(renamed).toMatchObject({ name: `Renamed ${suffix}`, code: 'ZZ' });
    expect((await service.updateCity(admin(), city.id, { name: `City ${suffix}` })).state.name).toBe(`Renamed ${suffix}`);
    expect((await service.updatePincode(admin(), pin.id, { area: null })).area).toBeNull();

    await expect(service.deleteState(admin(), state.id)).rejects.toMatchObject({ code: 'CONFLICT', message: 'This state still has cities: delete or move them first' });
    await expect(service.deleteCity(admin(), city.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await service.deletePincode(admin(), pin.id);
    await service.deleteCity(admin(), city.id);
    await service.deleteState(admin(), state.id);
    await expect(service.getState(admin(), state.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
