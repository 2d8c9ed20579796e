import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { locationDataService } from './location-data.service.js';
import { CityView, PincodeView, StateView } from './location-data.types.js';

/** The public lists behind the address forms. Changes go through the admin REST paths for now. */
@Resolver()
export class LocationDataResolver {
  @Query(() => [StateView], { description: 'States and union territories of India, by name.' })
  states(@Ctx() ctx: RequestContext): Promise<StateView[]> {
    return locationDataService.listStates(ctx);
  }

  @Query(() => [CityView], { description: 'Cities by name, optionally of one state.' })
  cities(@Ctx() ctx: RequestContext, @Arg('stateId', () => Int, { nullable: true }) stateId?: number | null): Promise<CityView[]> {
    return locationDataService.listCities(ctx, { stateId: stateId ?? undefined });
  }

  @Query(() => [PincodeView], { description: 'Known pincodes (at most 500), optionally of one city or one code.' })
  pincodes(
    @Ctx() ctx: RequestContext,
    @Arg('cityId', () => Int, { nullable: true }) cityId?: number | null,
    @Arg('code', () => String, { nullable: true }) code?: string | null,
  ): Promise<PincodeView[]> {
    return locationDataService.listPincodes(ctx, { cityId: cityId ?? undefined, code: code ?? undefined });
  }
}
