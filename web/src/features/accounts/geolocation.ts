/** Spec §9: high accuracy, 15 s timeout, positions up to 5 minutes old. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 300_000 };

export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by your browser.';

/** Spec §8: 'Unable to detect your location. ' followed by the reason. */
export function geolocationErrorMessage(error: { code: number }): string {
  const reason =
    error.code === 1
      ? 'Please enable location permissions in your browser.'
      : error.code === 2
        ? 'Location information is unavailable. Please check your GPS or internet connection.'
        : error.code === 3
          ? 'Location request timed out. Please try again.'
          : 'An unknown error occurred while detecting location.';
  return `Unable to detect your location. ${reason}`;
}

export function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error(GEOLOCATION_UNSUPPORTED));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, (error) => reject(new Error(geolocationErrorMessage(error))), GEOLOCATION_OPTIONS);
  });
}

/** When the lookup fails: the coordinates at six decimals, in India (spec §8). */
export function coordinatesFallback(lat: number, lon: number) {
  return { fullAddress: `${lat.toFixed(6)}, ${lon.toFixed(6)}`, city: null, state: null, country: 'India', postalCode: null };
}
