import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './message-delivery.js';

/** Email over SMTP (nodemailer). Any nodemailer transporter works, which is how the tests check the message. */
export class SmtpEmailSender implements MessageSender {
  readonly name = 'smtp';

  constructor(
    private readonly transporter: Transporter,
    private readonly from: string,
  ) {}

  /** SMTP_URL as nodemailer reads it: smtp://user:pass@host:587 (STARTTLS) or smtps://host:465. */
  static fromUrl(url: string, from: string): SmtpEmailSender {
    // Bounded waits: a hung server must fail the attempt (and retry later), not hold the worker.
    // Query parameters in the URL (?pool=true, ?connectionTimeout=…) override these.
    const transporter = createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    return new SmtpEmailSender(transporter, from);
  }

  mail({ to, subject, text }: OutgoingMessage): SendMailOptions {
    return { from: this.from, to, subject, text };
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transporter.sendMail(this.mail(message));
  }
}
