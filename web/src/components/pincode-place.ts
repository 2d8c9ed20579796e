import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

export const PincodePlaceQuery = graphql(`
  query PincodePlace($code: String!) {
    pincodes(code: $code) {
      code
      city {
        name
        state {
          name
        }
      }
    }
  }
`);

const PINCODE = /^[1-9]\d{5}$/;

export interface Place {
  city: string;
  state: string;
}

/**
 * An address form's city and state from its pincode (issue 40): once a 6-digit pincode the shop
 * knows is entered, its city and state are filled in, but only into a field that is empty or
 * still holds what an earlier pincode filled: whatever the shopper typed (or a saved address
 * brought) stays. `current` reads the fields now; `fill` writes the ones to change.
 */
export function usePincodePlace(pincode: string | null | undefined, current: () => Place, fill: (changes: Partial<Place>) => void) {
  const code = (pincode ?? '').trim();
  const valid = PINCODE.test(code);
  const { data } = useQuery(PincodePlaceQuery, { skip: !valid, variables: { code } });
  const known = valid ? data?.pincodes.find((p) => p.code === code) : undefined;
  const filled = useRef<Place>({ city: '', state: '' });
  const place = known ? { city: known.city.name, state: known.city.state.name } : null;
  const key = place ? `${code}|${place.city}|${place.state}` : '';
  useEffect(() => {
    if (!place) return;
    const now = current();
    const changes: Partial<Place> = {};
    for (const field of ['city', 'state'] as const) {
      const value = now[field].trim();
      if ((!value || value === filled.current[field]) && value !== place[field]) changes[field] = place[field];
    }
    filled.current = place;
    if (changes.city !== undefined || changes.state !== undefined) fill(changes);
    // Once per pincode answer: the form's other changes must not fill again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
