import type { RestRoute } from '../../core/rest-route.js';
import { parseCoordinates } from './coordinates.js';
import type { ReverseGeocoder } from './reverse-geocoder.js';

/** GET /api/geocoding/reverse?lat&lon: the spec's location object, in its own camelCase names. */
export function geocodingRestRoutes(geocoder: ReverseGeocoder): RestRoute[] {
  return [
    {
      method: 'GET',
      url: '/geocoding/reverse',
      async handler(_ctx, req) {
        const query = req.query as Record<string, unknown>;
        const { lat, lon } = parseCoordinates(query.lat, query.lon);
        return geocoder.reverse(lat, lon);
      },
    },
  ];
}
