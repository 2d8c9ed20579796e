import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GEOLOCATION_OPTIONS } from '../../web/src/features/accounts/geolocation';
import { closeDialogs, preloadDialogs } from '../../web/src/features/accounts/auth-dialog-store';
import { server } from './msw-server';
import { renderApp } from './render';

const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');

function mockGeolocation(impl: ((ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => void) | null) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: impl ? { getCurrentPosition: vi.fn(impl) } : undefined,
  });
  return navigator.geolocation as unknown as { getCurrentPosition: ReturnType<typeof vi.fn> } | undefined;
}

async function openModal() {
  const u = userEvent.setup();
  await renderApp('/nowhere');
  await u.click(screen.getByRole('button', { name: 'Select Location' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Delivery Location' });
  // The form is a chunk of its own.
  await within(dialog).findByRole('textbox', { name: 'Delivery location' });
  return { u, dialog };
}

// The dialogs are a lazy chunk: load it once up front, not inside the first test's wait. The
// first Chakra dialog render is slow on a loaded machine: the waits get more room here.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await preloadDialogs();
  await import('../../web/src/features/accounts/location-form');
}, 30_000);

describe('address modal (header location)', () => {
  afterEach(() => {
    // The dialogs' store outlives a test's render; a modal left open also leaves the body inert.
    closeDialogs();
    document.body.style.pointerEvents = '';
    if (original) Object.defineProperty(navigator, 'geolocation', original);
    else Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('asks for a location when the box is blank', async () => {
    const { u, dialog } = await openModal();
    await u.type(within(dialog).getByRole('textbox', { name: 'Delivery location' }), '   ');
    await u.click(within(dialog).getByRole('button', { name: 'Save Location' }));
    expect(await within(dialog).findByText('Please enter or detect a location')).toBeInTheDocument();
  });

  it('a guest saves locally under guestAddress and the header shows the city', async () => {
    const { u, dialog } = await openModal();
    await u.type(within(dialog).getByRole('textbox', { name: 'Delivery location' }), 'Pune, Maharashtra');
    await u.click(within(dialog).getByRole('button', { name: 'Save Location' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(JSON.parse(localStorage.getItem('guestAddress') ?? '{}')).toMatchObject({ city: 'Pune', address: 'Pune, Maharashtra' });
    expect(screen.getByRole('button', { name: /Delivery location: Pune/ })).toBeInTheDocument();
  });

  it('detects the location with high accuracy, looks it up through the server and fills the box', async () => {
    const geo = mockGeolocation((ok) => ok({ coords: { latitude: 18.52, longitude: 73.85 } } as GeolocationPosition));
    let asked: unknown;
    server.use(
      graphql.query('ReverseGeocode', ({ variables }) => {
        asked = variables;
        return HttpResponse.json({
          data: {
            reverseGeocode: {
              __typename: 'Location', lat: 18.52, lon: 73.85, city: 'Pune', state: 'Maharashtra', country: 'India',
              postalCode: '411001', fullAddress: 'Shivajinagar, Pune, Maharashtra, 411001, India', source: 'geolocation-only',
            },
          },
        });
      }),
    );
    const { u, dialog } = await openModal();
    await u.click(within(dialog).getByRole('button', { name: 'Detect location' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Delivery location' })).toHaveValue('Shivajinagar, Pune, Maharashtra, 411001, India'),
    );
    expect(geo?.getCurrentPosition.mock.calls[0][2]).toEqual(GEOLOCATION_OPTIONS);
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 15_000, maximumAge: 300_000 });
    expect(asked).toEqual({ lat: 18.52, lon: 73.85 });
    expect(await screen.findByText('Location detected successfully')).toBeInTheDocument();
  });

  it('falls back to the coordinates when the lookup fails', async () => {
    mockGeolocation((ok) => ok({ coords: { latitude: 18.5204303, longitude: 73.8567437 } } as GeolocationPosition));
    server.use(graphql.query('ReverseGeocode', () => HttpResponse.error()));
    const { u, dialog } = await openModal();
    await u.click(within(dialog).getByRole('button', { name: 'Detect location' }));
    expect(await within(dialog).findByText('Failed to fetch address from coordinates')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Delivery location' })).toHaveValue('18.520430, 73.856744');
  });

  it("says so when the server could only answer with the coordinates (the maps service was unreachable)", async () => {
    mockGeolocation((ok) => ok({ coords: { latitude: 18.5204303, longitude: 73.8567437 } } as GeolocationPosition));
    server.use(
      graphql.query('ReverseGeocode', () =>
        HttpResponse.json({
          data: {
            reverseGeocode: {
              __typename: 'Location', lat: 18.5204303, lon: 73.8567437, city: null, state: null, country: 'India',
              postalCode: null, fullAddress: '18.520430, 73.856744', source: 'coordinates-fallback',
            },
          },
        }),
      ),
    );
    const { u, dialog } = await openModal();
    await u.click(within(dialog).getByRole('button', { name: 'Detect location' }));
    expect(await within(dialog).findByText('Failed to fetch address details. Please enter manually.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Delivery location' })).toHaveValue('18.520430, 73.856744');
  });

  it.each([
    [1, 'Unable to detect your location. Please enable location permissions in your browser.'],
    [2, 'Unable to detect your location. Location information is unavailable. Please check your GPS or internet connection.'],
    [3, 'Unable to detect your location. Location request timed out. Please try again.'],
    [9, 'Unable to detect your location. An unknown error occurred while detecting location.'],
  ])('shows the spec message for geolocation error %i', async (code, message) => {
    mockGeolocation((_ok, fail) => fail({ code } as GeolocationPositionError));
    const { u, dialog } = await openModal();
    await u.click(within(dialog).getByRole('button', { name: 'Detect location' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('says when the browser has no geolocation', async () => {
    mockGeolocation(null);
    const { u, dialog } = await openModal();
    await u.click(within(dialog).getByRole('button', { name: 'Detect location' }));
    expect(await within(dialog).findByText('Geolocation is not supported by your browser.')).toBeInTheDocument();
  });
});
