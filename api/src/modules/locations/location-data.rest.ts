import type { FastifyRequest } from 'fastify';
import { queryInt, queryText, type RestRoute } from '../../core/rest-route.js';
import { badInput, parseId } from '../../lib/errors.js';
import { locationDataService as service, requireAdmin } from './location-data.service.js';
import type { CityView, PincodeView, StateView } from './location-data.types.js';

/*
 * The spec's CRUD /states, /cities and /pincodes (§7), snake_case like the other /api paths.
 * Reads are public; writes check for an admin before reading anything else.
 */

type Body = Record<string, unknown>;
const body = (req: FastifyRequest): Body => (req.body && typeof req.body === 'object' ? (req.body as Body) : {});
const idParam = (req: FastifyRequest, what: string) => parseId((req.params as { id: string }).id, what);

/** The first of `keys` that is present, as text (numbers as their digits); null when sent as null. */
function field(source: Body, ...keys: string[]): string | null | undefined {
  for (const key of keys) {
    const value = source[key];
    if (value === null) return null;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (value !== undefined) throw badInput(`${key} must be text`, key);
  }
  return undefined;
}

function idField(source: Body, ...keys: string[]): number | undefined {
  const value = field(source, ...keys);
  return value === undefined || value === null ? undefined : parseId(value, keys[0]);
}

function queryId(req: FastifyRequest, name: string): number | undefined {
  const value = queryInt(req, name);
  if (Number.isNaN(value)) throw badInput(`${name} must be a whole number`, name);
  return value;
}

const restState = (s: StateView) => ({ state_id: s.id, state_name: s.name, state_code: s.code });
const restCity = (c: CityView) => ({ city_id: c.id, city_name: c.name, state_id: c.state.id, state_name: c.state.name });
const restPincode = (p: PincodeView) => ({
  pincode_id: p.id,
  pincode: p.code,
  area: p.area,
  city_id: p.city.id,
  city_name: p.city.name,
  state_id: p.city.state.id,
  state_name: p.city.state.name,
});

const stateInput = (b: Body) => ({ name: field(b, 'state_name', 'name') ?? undefined, code: field(b, 'state_code', 'code') });
const cityInput = (b: Body) => ({ name: field(b, 'city_name', 'name') ?? undefined, stateId: idField(b, 'state_id', 'stateId') });
const pincodeInput = (b: Body) => ({
  code: field(b, 'pincode', 'code') ?? undefined,
  cityId: idField(b, 'city_id', 'cityId'),
  area: field(b, 'area', 'area_name'),
});

const deleted = (what: string) => ({ success: true, message: `${what} deleted` });

export const locationDataRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/states', handler: async (ctx) => (await service.listStates(ctx)).map(restState) },
  { method: 'GET', url: '/states/:id', handler: async (ctx, req) => restState(await service.getState(ctx, idParam(req, 'state_id'))) },
  {
    method: 'POST',
    url: '/states',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      requireAdmin(ctx);
      return restState(await service.createState(ctx, stateInput(body(req))));
    },
  },
  {
    method: 'PUT',
    url: '/states/:id',
    role: 'admin',
    async handler(ctx, req) {
      requireAdmin(ctx);
      return restState(await service.updateState(ctx, idParam(req, 'state_id'), stateInput(body(req))));
    },
  },
  {
    method: 'DELETE',
    url: '/states/:id',
    role: 'admin',
    async handler(ctx, req) {
      requireAdmin(ctx);
      await service.deleteState(ctx, idParam(req, 'state_id'));
      return deleted('State');
    },
  },

  {
    method: 'GET',
    url: '/cities',
    handler: async (ctx, req) => (await service.listCities(ctx, { stateId: queryId(req, 'state_id') })).map(restCity),
  },
  { method: 'GET', url: '/cities/:id', handler: async (ctx, req) => restCity(await service.getCity(ctx, idParam(req, 'city_id'))) },
  {
    method: 'POST',
    url: '/cities',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      requireAdmin(ctx);
      return restCity(await service.createCity(ctx, cityInput(body(req))));
    },
  },
  {
    method: 'PUT',
    url: '/cities/:id',
    role: 'admin',
    async handler(ctx, req) {
      requireAdmin(ctx);
      return restCity(await service.updateCity(ctx, idParam(req, 'city_id'), cityInput(body(req))));
    },
  },
  {
    method: 'DELETE',
    url: '/cities/:id',
    role: 'admin',
    async handler(ctx, req) {
      requireAdmin(ctx);
      await service.deleteCity(ctx, idParam(req, 'city_id'));
      return deleted('City');
    },
  },

  {
    method: 'GET',
    url: '/pincodes',
    async handler(ctx, req) {
      const code = queryText(req, 'pincode') || undefined;
      return (await service.listPincodes(ctx, { cityId: queryId(req, 'city_id'), code })).map(restPincode);
    },
  },
  { method: 'GET', url: '/pincodes/:id', handler: async (ctx, req) => restPincode(await service.getPincode(ctx, idParam(req, 'pincode_id'))) },
  {
    method: 'POST',
    url: '/pincodes',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      requireAdmin(ctx);
      return restPincode(await service.createPincode(ctx, pincodeInput(body(req))));
    },
  },
  {
    method: 'PUT',
    url: '/pincodes/:id',
    role: 'admin',
    async handler(ctx, req) {
      requireAdmin(ctx);
      return restPincode(await service.updatePincode(ctx, idParam(req, 'pincode_id'), pincodeInput(body(req))));
    },
  },
  {
    method: 'DELETE',
    url: '/pincodes/:id',
    role: 'admin',
    async handler(ctx, req) {
      requireAdmin(ctx);
      await service.deletePincode(ctx, idParam(req, 'pincode_id'));
      return deleted('Pincode');
    },
  },
];
