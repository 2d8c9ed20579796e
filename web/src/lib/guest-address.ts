import { useLocalStorageRaw } from './local-store';

// Spec §3: a guest's delivery location lives in localStorage under `guestAddress`.
export const GUEST_ADDRESS_KEY = 'guestAddress';

/** The city of the saved guest address, or null when none (or it is unreadable). */
export function parseGuestCity(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'city' in value) {
      const city = (value as { city: unknown }).city;
      if (typeof city === 'string' && city.trim()) return city.trim();
    }
  } catch {
    // A hand-edited or legacy value is treated as no location rather than crashing the header.
  }
  return null;
}

export function useGuestCity(): string | null {
  return parseGuestCity(useLocalStorageRaw(GUEST_ADDRESS_KEY));
}

/** The pincode of the saved guest location (six digits), or null when none or unreadable. */
export function parseGuestPincode(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'pinCode' in value) {
      const pin = (value as { pinCode: unknown }).pinCode;
      if (typeof pin === 'string' && /^\d{6}$/.test(pin.trim())) return pin.trim();
    }
  } catch {
    // As for the city: an unreadable value is no location.
  }
  return null;
}
