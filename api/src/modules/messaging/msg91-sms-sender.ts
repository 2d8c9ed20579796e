import type { Msg91Settings } from '../../config.js';
import type { MessageSender, OutgoingMessage } from './message-sender.js';
import { e164, failureOf, jsonOf, postToProvider } from './sms-http.js';
import { smsContentOf } from './sms-templates.js';
import { UndeliverableError } from './undeliverable-error.js';

/**
 * Texts through MSG91's Flow API (POST {MSG91_BASE_URL}/api/v5/flow, the `authkey` header):
 * each text is its kind's DLT template with the variables of sms-templates.ts, to the number
 * as MSG91 wants it (country code, no +: 919876543210).
 */
export class Msg91SmsSender implements MessageSender {
  readonly name = 'msg91';

  constructor(private readonly settings: Msg91Settings) {}

  /** The request body for one text (the tests' fake server reads the same shape). */
  body(message: Pick<OutgoingMessage, 'to' | 'subject' | 'text'>): { template_id: string; short_url: '0'; recipients: Record<string, string>[] } {
    const { kind, variables } = smsContentOf(message);
    return {
      template_id: this.settings.templates[kind],
      // The shop's links stay as they are: MSG91's shortener would hide where they lead.
      short_url: '0',
      recipients: [{ ...variables, mobiles: e164(message.to).slice(1) }],
    };
  }

  async send(message: OutgoingMessage): Promise<void> {
    const answer = await postToProvider('MSG91', `${this.settings.baseUrl}/api/v5/flow`, {
      headers: { authkey: this.settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(this.body(message)),
    });
    const json = jsonOf(answer.body);
    const detail = typeof json?.message === 'string' ? json.message : answer.body.trim();
    if (answer.status < 200 || answer.status > 299) throw failureOf('MSG91', answer.status, answer.headers, detail);
    // MSG91 may answer 200 with {"type":"error"}: its `code`, when there is one, says which kind.
    if (json?.type === 'error') {
      const code = Number(json.code);
      if (code >= 400 && code <= 599) throw failureOf('MSG91', code, answer.headers, detail);
      throw new UndeliverableError(`MSG91 refused the message: ${detail.slice(0, 300)}`);
    }
  }
}
