import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../core/request-context.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { City } from './city.entity.js';
import type { CityInput, CityView, PincodeInput, PincodeView, StateInput, StateView } from './location-data.types.js';
import { Pincode } from './pincode.entity.js';
import { State } from './state.entity.js';

/** The spec's pincode rule and messages (§5 validation). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const MAX_PINCODES_LISTED = 500;

/**
 * Reading the lists is public; changing them is for admins, whichever entry point asks
 * (decisions: Admins). A guest gets 401, a signed-in customer 403.
 */
export function requireAdmin(ctx: RequestContext): number {
  if (ctx.viewer.kind === 'admin') return ctx.viewer.adminId;
  if (ctx.viewer.kind === 'customer') throw new AppError('FORBIDDEN', 'Admin access required');
  throw new AppError('UNAUTHENTICATED', 'Admin sign-in required');
}

const stateView = (s: State): StateView => ({ id: s.id, name: s.name, code: s.code ?? null });
const cityView = (c: City): CityView => ({ id: c.id, name: c.name, state: stateView(c.state) });
const pincodeView = (p: Pincode): PincodeView => ({ id: p.id, code: p.code, area: p.area ?? null, city: cityView(p.city) });

function name(value: string | undefined, what: string): string {
  const trimmed = value?.trim().replace(/\s+/g, ' ') ?? '';
  if (!trimmed) throw badInput(`${what} is required`, 'name');
  if (trimmed.length > 100) throw badInput(`${what} must be at most 100 characters`, 'name');
  return trimmed;
}

function stateCode(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) throw badInput('State code must be two letters, e.g. MH', 'code');
  return code;
}

function pincode(value: string | undefined): string {
  const code = value?.trim() ?? '';
  if (!code) throw badInput('Please enter your pincode', 'pincode');
  if (!PINCODE_PATTERN.test(code)) throw badInput('Please enter a valid 6-digit pincode', 'pincode');
  return code;
}

function area(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > 100) throw badInput('Area must be at most 100 characters', 'area');
  return trimmed || null;
}

// Case-insensitive equality without the pattern characters of ILIKE.
const sameText = (text: string) => ({ $ilike: text.replace(/[\\%_]/g, (c) => `\\${c}`) });

/** Turns a unique-index race (two admins adding the same name at once) into the same 409 the pre-check gives. */
async function flushUnique(ctx: RequestContext, conflict: string): Promise<void> {
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new AppError('CONFLICT', conflict);
    throw error;
  }
}

async function findState(ctx: RequestContext, id: number): Promise<State> {
  const state = await ctx.em.findOne(State, id);
  if (!state) throw notFound('State not found');
  return state;
}

async function findCity(ctx: RequestContext, id: number): Promise<City> {
  const city = await ctx.em.findOne(City, id, { populate: ['state'] });
  if (!city) throw notFound('City not found');
  return city;
}

async function findPincode(ctx: RequestContext, id: number): Promise<Pincode> {
  const found = await ctx.em.findOne(Pincode, id, { populate: ['city.state'] });
  if (!found) throw notFound('Pincode not found');
  return found;
}

export const locationDataService = {
  async listStates(ctx: RequestContext): Promise<StateView[]> {
    return (await ctx.em.find(State, {}, { orderBy: { name: 'asc' } })).map(stateView);
  },

  async getState(ctx: RequestContext, id: number): Promise<StateView> {
    return stateView(await findState(ctx, id));
  },

  async createState(ctx: RequestContext, input: StateInput): Promise<StateView> {
    requireAdmin(ctx);
    const data = { name: name(input.name, 'State name'), code: stateCode(input.code) };
    await assertStateFree(ctx, data);
    const state = ctx.em.create(State, data);
    await flushUnique(ctx, 'A state with this name or code already exists');
    return stateView(state);
  },

  async updateState(ctx: RequestContext, id: number, input: StateInput): Promise<StateView> {
    requireAdmin(ctx);
    const state = await findState(ctx, id);
    const data = {
      name: input.name === undefined ? state.name : name(input.name, 'State name'),
      code: input.code === undefined ? (state.code ?? null) : stateCode(input.code),
    };
    await assertStateFree(ctx, data, id);
    ctx.em.assign(state, data);
    await flushUnique(ctx, 'A state with this name or code already exists');
    return stateView(state);
  },

  async deleteState(ctx: RequestContext, id: number): Promise<void> {
    requireAdmin(ctx);
    const state = await findState(ctx, id);
    if (await ctx.em.count(City, { state })) throw new AppError('CONFLICT', 'This state still has cities: delete or move them first');
    await ctx.em.remove(state).flush();
  },

  async listCities(ctx: RequestContext, filter: { stateId?: number } = {}): Promise<CityView[]> {
    const where = filter.stateId === undefined ? {} : { state: filter.stateId };
    return (await ctx.em.find(City, where, { populate: ['state'], orderBy: { name: 'asc', id: 'asc' } })).map(cityView);
  },

  async getCity(ctx: RequestContext, id: number): Promise<CityView> {
    return cityView(await findCity(ctx, id));
  },

  async createCity(ctx: RequestContext, input: CityInput): Promise<CityView> {
    requireAdmin(ctx);
    const cityName = name(input.name, 'City name');
    if (input.stateId === undefined) throw badInput('state_id is required', 'state_id');
    const state = await findState(ctx, input.stateId);
    await assertCityFree(ctx, cityName, state);
    const city = ctx.em.create(City, { name: cityName, state });
    await flushUnique(ctx, 'This state already has a city with this name');
    return cityView(city);
  },

  async updateCity(ctx: RequestContext, id: number, input: CityInput): Promise<CityView> {
    requireAdmin(ctx);
    const city = await findCity(ctx, id);
    const cityName = input.name === undefined ? city.name : name(input.name, 'City name');
    const state = input.stateId === undefined ? city.state : await findState(ctx, input.stateId);
    await assertCityFree(ctx, cityName, state, id);
    ctx.em.assign(city, { name: cityName, state });
    await flushUnique(ctx, 'This state already has a city with this name');
    return cityView(city);
  },

  async deleteCity(ctx: RequestContext, id: number): Promise<void> {
    requireAdmin(ctx);
    const city = await findCity(ctx, id);
    if (await ctx.em.count(Pincode, { city })) throw new AppError('CONFLICT', 'This city still has pincodes: delete or move them first');
    await ctx.em.remove(city).flush();
  },

  async listPincodes(ctx: RequestContext, filter: { cityId?: number; code?: string } = {}): Promise<PincodeView[]> {
    const where: Record<string, unknown> = {};
    if (filter.cityId !== undefined) where.city = filter.cityId;
    if (filter.code !== undefined) where.code = pincode(filter.code);
    const rows = await ctx.em.find(Pincode, where, { populate: ['city.state'], orderBy: { code: 'asc' }, limit: MAX_PINCODES_LISTED });
    return rows.map(pincodeView);
  },

  async getPincode(ctx: RequestContext, id: number): Promise<PincodeView> {
    return pincodeView(await findPincode(ctx, id));
  },

  async createPincode(ctx: RequestContext, input: PincodeInput): Promise<PincodeView> {
    requireAdmin(ctx);
    const code = pincode(input.code);
    if (input.cityId === undefined) throw badInput('city_id is required', 'city_id');
    const city = await findCity(ctx, input.cityId);
    if (await ctx.em.count(Pincode, { code })) throw new AppError('CONFLICT', 'This pincode already exists');
    const row = ctx.em.create(Pincode, { code, city, area: area(input.area) });
    await flushUnique(ctx, 'This pincode already exists');
    return pincodeView(row);
  },

  async updatePincode(ctx: RequestContext, id: number, input: PincodeInput): Promise<PincodeView> {
    requireAdmin(ctx);
    const row = await findPincode(ctx, id);
    const code = input.code === undefined ? row.code : pincode(input.code);
    const city = input.cityId === undefined ? row.city : await findCity(ctx, input.cityId);
    if (code !== row.code && (await ctx.em.count(Pincode, { code, id: { $ne: id } }))) throw new AppError('CONFLICT', 'This pincode already exists');
    ctx.em.assign(row, { code, city, area: input.area === undefined ? (row.area ?? null) : area(input.area) });
    await flushUnique(ctx, 'This pincode already exists');
    return pincodeView(row);
  },

  async deletePincode(ctx: RequestContext, id: number): Promise<void> {
    requireAdmin(ctx);
    const row = await findPincode(ctx, id);
    await ctx.em.remove(row).flush();
  },
};

async function assertStateFree(ctx: RequestContext, data: { name: string; code: string | null }, exceptId?: number): Promise<void> {
  const others = exceptId === undefined ? {} : { id: { $ne: exceptId } };
  if (await ctx.em.count(State, { name: sameText(data.name), ...others })) throw new AppError('CONFLICT', 'A state with this name already exists');
  if (data.code && (await ctx.em.count(State, { code: data.code, ...others }))) throw new AppError('CONFLICT', 'A state with this code already exists');
}

async function assertCityFree(ctx: RequestContext, cityName: string, state: State, exceptId?: number): Promise<void> {
  const others = exceptId === undefined ? {} : { id: { $ne: exceptId } };
  if (await ctx.em.count(City, { name: sameText(cityName), state, ...others })) throw new AppError('CONFLICT', 'This state already has a city with this name');
}
