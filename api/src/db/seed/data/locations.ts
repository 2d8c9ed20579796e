// India's states and union territories, the spec's cities (§3: Pune, Mumbai, Delhi, Bangalore,
// Hyderabad, Chennai, Kolkata) and a few pincodes for them. Codes are ISO 3166-2:IN without "IN-".

export interface SeedState {
  name: string;
  code: string;
}

export interface SeedCity {
  name: string;
  state: string;
}

export interface SeedPincode {
  code: string;
  city: string;
  area: string;
}

export const STATES: readonly SeedState[] = [
  { name: 'Andhra Pradesh', code: 'AP' },
  { name: 'Arunachal Pradesh', code: 'AR' },
  { name: 'Assam', code: 'AS' },
  { name: 'Bihar', code: 'BR' },
  { name: 'Chhattisgarh', code: 'CG' },
  { name: 'Goa', code: 'GA' },
  { name: 'Gujarat', code: 'GJ' },
  { name: 'Haryana', code: 'HR' },
  { name: 'Himachal Pradesh', code: 'HP' },
  { name: 'Jharkhand', code: 'JH' },
  { name: 'Karnataka', code: 'KA' },
  { name: 'Kerala', code: 'KL' },
  { name: 'Madhya Pradesh', code: 'MP' },
  { name: 'Maharashtra', code: 'MH' },
  { name: 'Manipur', code: 'MN' },
  { name: 'Meghalaya', code: 'ML' },
  { name: 'Mizoram', code: 'MZ' },
  { name: 'Nagaland', code: 'NL' },
  { name: 'Odisha', code: 'OD' },
  { name: 'Punjab', code: 'PB' },
  { name: 'Rajasthan', code: 'RJ' },
  { name: 'Sikkim', code: 'SK' },
  { name: 'Tamil Nadu', code: 'TN' },
  { name: 'Telangana', code: 'TS' },
  { name: 'Tripura', code: 'TR' },
  { name: 'Uttar Pradesh', code: 'UP' },
  { name: 'Uttarakhand', code: 'UK' },
  { name: 'West Bengal', code: 'WB' },
  { name: 'Andaman and Nicobar Islands', code: 'AN' },
  { name: 'Chandigarh', code: 'CH' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: 'DH' },
  { name: 'Delhi', code: 'DL' },
  { name: 'Jammu and Kashmir', code: 'JK' },
  { name: 'Ladakh', code: 'LA' },
  { name: 'Lakshadweep', code: 'LD' },
  { name: 'Puducherry', code: 'PY' },
];

/** The spec's delivery cities, with the spec's spelling (Bangalore). */
export const CITIES: readonly SeedCity[] = [
  { name: 'Pune', state: 'Maharashtra' },
  { name: 'Mumbai', state: 'Maharashtra' },
  { name: 'Delhi', state: 'Delhi' },
  { name: 'Bangalore', state: 'Karnataka' },
  { name: 'Hyderabad', state: 'Telangana' },
  { name: 'Chennai', state: 'Tamil Nadu' },
  { name: 'Kolkata', state: 'West Bengal' },
];

export const PINCODES: readonly SeedPincode[] = [
  { code: '411001', city: 'Pune', area: 'Pune GPO' },
  { code: '411004', city: 'Pune', area: 'Deccan Gymkhana' },
  { code: '411038', city: 'Pune', area: 'Kothrud' },
  { code: '400001', city: 'Mumbai', area: 'Mumbai GPO' },
  { code: '110001', city: 'Delhi', area: 'New Delhi GPO' },
  { code: '560001', city: 'Bangalore', area: 'Bangalore GPO' },
  { code: '500001', city: 'Hyderabad', area: 'Hyderabad GPO' },
  { code: '600001', city: 'Chennai', area: 'Chennai GPO' },
  { code: '700001', city: 'Kolkata', area: 'Kolkata GPO' },
];
