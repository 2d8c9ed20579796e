import type { SmsSettings } from '../../config.js';
import type { MessageSender } from './message-sender.js';
import { Msg91SmsSender } from './msg91-sms-sender.js';
import { TwilioSmsSender } from './twilio-sms-sender.js';

/** Text messages to a phone number (the 10-digit Indian mobile number an account holds). */
export type SmsSender = MessageSender;

/** Whether SMS_PROVIDER names a provider that really sends (not the development sink). */
export const sendsTexts = (provider: string | undefined): boolean => provider === 'msg91' || provider === 'twilio';

/**
 * The SMS provider SMS_PROVIDER names, built from its settings (config.ts checked them at start);
 * undefined for `log` or unset, which means the development sink. An unknown name stops the
 * start rather than silently dropping codes.
 */
export function createSmsSender(provider: string | undefined, settings?: SmsSettings): SmsSender | undefined {
  switch (provider) {
    case undefined:
    case 'log':
      return undefined;
    case 'msg91':
    case 'twilio':
      if (settings?.provider !== provider) throw new Error(`SMS_PROVIDER "${provider}" has no settings: see the Configuration table in README.md`);
      return settings.provider === 'msg91' ? new Msg91SmsSender(settings) : new TwilioSmsSender(settings);
    default:
      throw new Error(`SMS_PROVIDER "${provider}" is not supported: use msg91, twilio or log (see api/src/modules/messaging/sms-sender.ts)`);
  }
}
