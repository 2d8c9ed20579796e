import type { EntityManager } from '@mikro-orm/postgresql';
import { City } from '../../modules/locations/city.entity.js';
import { Pincode } from '../../modules/locations/pincode.entity.js';
import { State } from '../../modules/locations/state.entity.js';
import { CITIES, PINCODES, STATES } from './data/locations.js';
import { makeCity, makePincode, makeState } from './factories.js';

/** Adds the states, cities and pincodes that are missing (matched by name, name within state, code). */
export async function seedLocations(em: EntityManager): Promise<{ states: number; cities: number; pincodes: number }> {
  const added = { states: 0, cities: 0, pincodes: 0 };
  const states = new Map((await em.find(State, {})).map((s) => [s.name, s]));
  for (const data of STATES) {
    if (states.has(data.name)) continue;
    states.set(data.name, makeState(em, data));
    added.states++;
  }
  const cityKey = (state: string, city: string) => `${state}\u0000${city}`;
  const cities = new Map((await em.find(City, {}, { populate: ['state'] })).map((c) => [cityKey(c.state.name, c.name), c]));
  const cityByName = new Map<string, City>();
  for (const data of CITIES) {
    let city = cities.get(cityKey(data.state, data.name));
    if (!city) {
      city = makeCity(em, data.name, states.get(data.state)!);
      added.cities++;
    }
    cityByName.set(data.name, city);
  }
  const pincodes = new Set((await em.find(Pincode, {}, { fields: ['code'] })).map((p) => p.code));
  for (const data of PINCODES) {
    if (pincodes.has(data.code)) continue;
    makePincode(em, data.code, cityByName.get(data.city)!, data.area);
    added.pincodes++;
  }
  return added;
}
