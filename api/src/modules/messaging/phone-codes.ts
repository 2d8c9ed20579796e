import { PHONE_CODES_UNAVAILABLE } from '@fruit-shop/common/phone-codes';
import { AppError } from '../../lib/errors.js';

let offered = true;

/**
 * Whether one-time codes may go to a phone number (sign-in, password reset, a new number, an
 * admin's reset). The app sets it at start (app.ts): off in production unless a real SMS
 * provider is configured, since the development sink would only write the code into the log.
 * On by default, as in development and tests, where the sink is the point.
 */
export const phoneCodes = {
  configure(on: boolean): void {
    offered = on;
  },

  get offered(): boolean {
    return offered;
  },

  /** Refuses a code for a phone number while none can be sent: a stable code and the shared message. */
  require(field = 'identifier'): void {
    if (!offered) throw new AppError('PHONE_CODES_UNAVAILABLE', PHONE_CODES_UNAVAILABLE, { field });
  },
};
