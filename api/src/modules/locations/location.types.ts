import { Field, Float, ObjectType } from 'type-graphql';

/** Where an address came from: the geocoding service, or only the coordinates (service unreachable, or no address there). */
export type LocationSource = 'geolocation-only' | 'coordinates-fallback';

/** The address parts a reverse lookup yields; cached per rounded coordinates. */
export interface AddressParts {
  city: string | null;
  state: string | null;
  country: string;
  postalCode: string | null;
  fullAddress: string;
}

/** The spec's Location entity, in its own field names (GraphQL and GET /api/geocoding/reverse alike). */
@ObjectType('Location', { description: 'An address for coordinates, or the coordinates themselves when no address is known.' })
export class LocationView implements AddressParts {
  @Field(() => Float)
  lat!: number;

  @Field(() => Float)
  lon!: number;

  @Field(() => String, { nullable: true, description: 'From city, town or village.' })
  city!: string | null;

  @Field(() => String, { nullable: true, description: 'From state or region.' })
  state!: string | null;

  @Field(() => String)
  country!: string;

  @Field(() => String, { nullable: true })
  postalCode!: string | null;

  @Field(() => String, { description: "The service's display name, or 'lat, lon' at six decimals." })
  fullAddress!: string;

  @Field(() => String, { description: 'geolocation-only (an address from the geocoding service) or coordinates-fallback.' })
  source!: LocationSource;
}
