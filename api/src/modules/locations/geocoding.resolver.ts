import { Arg, Float, Query, Resolver } from 'type-graphql';
import { parseCoordinates } from './coordinates.js';
import { LocationView } from './location.types.js';
import type { ReverseGeocoder } from './reverse-geocoder.js';

/** Built per app with its geocoder (see buildGraphQLSchema's resolver instances). */
@Resolver()
export class GeocodingResolver {
  constructor(private readonly geocoder: ReverseGeocoder) {}

  @Query(() => LocationView, {
    description: "The address at these coordinates; the coordinates themselves (country India, source coordinates-fallback) when the maps service cannot say.",
  })
  reverseGeocode(@Arg('lat', () => Float) lat: number, @Arg('lon', () => Float) lon: number): Promise<LocationView> {
    const at = parseCoordinates(lat, lon);
    return this.geocoder.reverse(at.lat, at.lon);
  }
}
