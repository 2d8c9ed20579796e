import { useQuery } from '@apollo/client/react';
import { mapsLink, reportWindowText } from '@fruit-shop/common/shop-profile.rules';
import { graphql } from '../gql';
import type { StorefrontShopProfileQuery } from '../gql/graphql';

/*
 * The shop's own details as the storefront shows them (issue 39): the footer, the contact page,
 * About, the FAQ, the account page and the payment window read them here, from the profile the
 * owner edits in the back office. Nothing is written into the code: a detail the owner has not
 * given yet is simply not shown. One query, shared through Apollo's cache (and rendered by the
 * server with the page); the profile is a singleton in the cache (apollo-client.ts), so the
 * back office's save updates the storefront's copy too.
 */

export const STOREFRONT_SHOP_PROFILE = graphql(`
  query StorefrontShopProfile {
    shopProfile {
      tradeName
      legalName
      phone
      email
      address
      state
      supportHours
      gstin
      fssaiLicence
      grievanceOfficerName
      grievanceOfficerEmail
      grievanceOfficerPhone
      reportWindowHours
    }
  }
`);

export type StorefrontShopProfile = StorefrontShopProfileQuery['shopProfile'];

export interface ShopDetails extends StorefrontShopProfile {
  /** The name to show: the trade name, else the product's own. */
  name: string;
  /** tel: link of the helpline ('' when there is none); `phone` is spaced for reading. */
  phoneHref: string;
  /** tel: link of the grievance officer's phone. */
  grievanceOfficerPhoneHref: string;
  /** Opens the address in a map ('' when there is no address). */
  mapHref: string;
  /** "Report a problem within 48 hours of delivery". */
  reportWindow: string;
}

/** What the storefront shows before the profile has arrived (or when it cannot be read). */
const NOTHING: StorefrontShopProfile = {
  tradeName: '',
  legalName: '',
  phone: '',
  email: '',
  address: '',
  state: '',
  supportHours: '',
  gstin: '',
  fssaiLicence: '',
  grievanceOfficerName: '',
  grievanceOfficerEmail: '',
  grievanceOfficerPhone: '',
  reportWindowHours: 48,
};

/** The product's name when the owner has not named the shop yet. */
export const FALLBACK_SHOP_NAME = 'FruitShop';

export const telHref = (phone: string) => (phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : '');

/** An Indian number as people read it (+919800000000 → +91 98000 00000); others as stored. */
export function readablePhone(phone: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : phone;
}

/** The details to show from what a query selected of the profile (a page may select only some fields). */
export function shopDetails(profile: Partial<StorefrontShopProfile> | null | undefined): ShopDetails {
  const p: StorefrontShopProfile = { ...NOTHING, ...profile };
  return {
    ...p,
    name: p.tradeName || FALLBACK_SHOP_NAME,
    phone: readablePhone(p.phone),
    phoneHref: telHref(p.phone),
    grievanceOfficerPhone: readablePhone(p.grievanceOfficerPhone),
    grievanceOfficerPhoneHref: telHref(p.grievanceOfficerPhone),
    mapHref: p.address ? mapsLink(p.address) : '',
    reportWindow: reportWindowText(p.reportWindowHours),
  };
}

/** The shop's details from the cache (or the server), with empty fields until they arrive. */
export function useShopDetails(): ShopDetails {
  const { data } = useQuery(STOREFRONT_SHOP_PROFILE, { fetchPolicy: 'cache-first' });
  return shopDetails(data?.shopProfile);
}
