import { describe, expect, it } from 'vitest';
import {
  firstShopProfileError,
  gstinCheckCharacter,
  gstinProblem,
  gstStateCode,
  mapsLink,
  reportWindowText,
  shopProfileNumberRules,
  shopProfileRules,
} from '@fruit-shop/common/shop-profile.rules';

/*
 * The shop profile's shared rules (issue 39), as the server and the back office's form apply
 * them. The GSTIN check character is worked with real-shaped numbers whose check characters
 * are published (registered businesses' GSTINs printed on their invoices), and one demo number.
 */

describe('GSTIN', () => {
  it.each([
    ['27AAPFU0939F1ZV', 'Maharashtra'],
    ['29AAGCB7383J1Z4', 'Karnataka'],
    ['33AAACH7409R1Z8', 'Tamil Nadu'],
    ['24AAACC1206D1ZM', 'Gujarat'],
    ['27AADCF1234F1Z2', 'Maharashtra'], // the demo shop's
  ])('%s (%s) passes: its check character is the mod-36 checksum of the first 14', (gstin, state) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    expect(gstinProblem(gstin, state)).toBeNull();
    expect(shopProfileRules.gstin(gstin.toLowerCase(), { state })).toBe(true);
  });

  it('works the checksum by hand for 27AADCF1234F1Z', () => {
    // Values 0-9A-Z → 0-35, weights 1,2,1,2…, each product adds quotient + remainder by 36.
    const values = [2, 7, 10, 10, 13, 12, 15, 1, 2, 3, 4, 15, 1, 35];
    const sum = values.reduce((acc, v, i) => {
      const p = v * (i % 2 === 0 ? 1 : 2);
      return acc + Math.floor(p / 36) + (p % 36);
    }, 0);
    // 2+14+10+20+13+24+15+2+2+6+4+30+1 + (70 → 1+34) = 178; 178 mod 36 = 34; 36 − 34 = 2.
    expect(sum).toBe(178);
    expect((36 - (sum % 36)) % 36).toBe(2);
    expect(gstinCheckCharacter('27AADCF1234F1Z')).toBe('2');
  });

  it('refuses a wrong check character, a state-code mismatch, a bad shape and a missing state', () => {
    expect(gstinProblem('27AAPFU0939F1ZW', 'Maharashtra')).toBe('This GSTIN has a typo: its last character does not match (check digit)');
    expect(gstinProblem('27AAPFU0939F1ZV', 'Karnataka')).toBe('A GSTIN registered in Karnataka begins with 29');
    expect(gstinProblem('27AAPFU0939F1Z', 'Maharashtra')).toBe('A GSTIN has 15 letters and digits');
    expect(gstinProblem('2712345678901ZV', 'Maharashtra')).toMatch(/^This is not a GSTIN/);
    expect(gstinProblem('27AAPFU0939F1AV', 'Maharashtra')).toMatch(/^This is not a GSTIN/); // the 14th is always Z
    expect(gstinProblem('27AAPFU0939F1ZV', '')).toBe('Choose the state of the place of business first: a GSTIN begins with its code');
    expect(shopProfileRules.gstin('', { state: '' })).toBe(true);
  });

  it('knows the states by their GST codes and usual spellings', () => {
    expect(gstStateCode('Maharashtra')).toBe('27');
    expect(gstStateCode(' tamil  nadu ')).toBe('33');
    expect(gstStateCode('Orissa')).toBe('21');
    expect(gstStateCode('Andhra Pradesh')).toBe('37');
    expect(gstStateCode('Telangana')).toBe('36');
    expect(gstStateCode('Delhi')).toBe('07');
    expect(gstStateCode('Narnia')).toBeNull();
    expect(shopProfileRules.state('Narnia')).toBe('Choose an Indian state or union territory');
  });
});

describe('the other rules', () => {
  it('FSSAI: 14 digits', () => {
    expect(shopProfileRules.fssaiLicence('11526999000001')).toBe(true);
    expect(shopProfileRules.fssaiLicence('1152699900000')).toBe('An FSSAI licence number has 14 digits');
    expect(shopProfileRules.fssaiLicence('1152699900000A')).toBe('An FSSAI licence number has 14 digits');
  });

  it('the window: a whole number of hours from 1 to 720; fees ₹0 or more with at most 2 decimals', () => {
    for (const ok of [1, 48, 720, '72']) expect(shopProfileNumberRules.reportWindowHours(ok)).toBe(true);
    for (const bad of [0, 721, 1.5, '', null]) expect(shopProfileNumberRules.reportWindowHours(bad)).toBe('The problem-report window must be a whole number of hours from 1 to 720');
    expect(shopProfileNumberRules.deliveryFee(0)).toBe(true);
    expect(shopProfileNumberRules.handlingFee('12.50')).toBe(true);
    expect(shopProfileNumberRules.deliveryFee(-1)).toBe('The delivery fee must be ₹0 or more');
    expect(shopProfileNumberRules.freeDeliveryThreshold('abc')).toBe('The free-delivery threshold must be ₹0 or more');
    expect(shopProfileNumberRules.handlingFee(1.005)).toBe('The handling fee can have at most 2 decimals');
  });

  it('a whole profile names its first problem; numbers left out are kept, so not checked', () => {
    expect(firstShopProfileError({ tradeName: 'Kesar Fruits', state: 'Karnataka', gstin: '27AAPFU0939F1ZV' })).toEqual({ field: 'gstin', message: 'A GSTIN registered in Karnataka begins with 29' });
    expect(firstShopProfileError({ grievanceOfficerEmail: 'nope' })).toEqual({ field: 'grievanceOfficerEmail', message: 'Please enter a valid email address' });
    expect(firstShopProfileError({ deliveryFee: -5 })).toEqual({ field: 'deliveryFee', message: 'The delivery fee must be ₹0 or more' });
    expect(firstShopProfileError({ tradeName: 'Kesar Fruits' })).toBeNull();
  });

  it('the policy line and the map link', () => {
    expect(reportWindowText(48)).toBe('Report a problem within 48 hours of delivery');
    expect(reportWindowText(1)).toBe('Report a problem within 1 hour of delivery');
    expect(reportWindowText(168)).toBe('Report a problem within 7 days of delivery');
    expect(mapsLink('1 MG Road, Pune & Co')).toBe('https://www.google.com/maps/search/?api=1&query=1%20MG%20Road%2C%20Pune%20%26%20Co');
  });
});
