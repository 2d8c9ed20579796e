import type { TwilioSettings } from '../../config.js';
import type { MessageSender, OutgoingMessage } from './message-sender.js';
import { e164, failureOf, jsonOf, postToProvider } from './sms-http.js';

/**
 * Texts through Twilio's Messages API (POST {TWILIO_BASE_URL}/2010-04-01/Accounts/{sid}/Messages.json,
 * basic auth with the account SID and auth token, a form body): the shop's text as it is, to
 * the number in E.164 (+919876543210), from TWILIO_FROM and/or TWILIO_MESSAGING_SERVICE_SID.
 */
export class TwilioSmsSender implements MessageSender {
  readonly name = 'twilio';

  constructor(private readonly settings: TwilioSettings) {}

  /** The form fields of one text. */
  form(message: Pick<OutgoingMessage, 'to' | 'text'>): URLSearchParams {
    const form = new URLSearchParams({ To: e164(message.to), Body: message.text });
    if (this.settings.messagingServiceSid) form.set('MessagingServiceSid', this.settings.messagingServiceSid);
    if (this.settings.from) form.set('From', this.settings.from);
    return form;
  }

  async send(message: OutgoingMessage): Promise<void> {
    const { accountSid, authToken, baseUrl } = this.settings;
    const answer = await postToProvider('Twilio', `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: this.form(message).toString(),
    });
    if (answer.status >= 200 && answer.status <= 299) return;
    // Twilio's error answer: {code, message, more_info, status}; its code names the reason (21211: not a valid number).
    const json = jsonOf(answer.body);
    const detail = typeof json?.message === 'string' ? `${json.message}${json.code ? ` (Twilio error ${String(json.code)})` : ''}` : answer.body.trim();
    throw failureOf('Twilio', answer.status, answer.headers, detail);
  }
}
