import type { MessageSender } from './message-delivery.js';

/** Text messages to a phone number (the 10-digit Indian mobile number an account holds). */
export type SmsSender = MessageSender;

/**
 * The seam for a real SMS provider (MSG91, Twilio, Amazon SNS …): add a class implementing
 * SmsSender and a case here that builds it from its own environment variables. Unset means the
 * development sink; an unknown name stops the start rather than silently dropping codes.
 */
export function createSmsSender(provider: string | undefined): SmsSender | undefined {
  switch (provider) {
    case undefined:
      return undefined;
    default:
      throw new Error(`SMS_PROVIDER "${provider}" is not supported: no SMS provider is built in yet (see api/src/modules/messaging/sms-sender.ts)`);
  }
}
