import type { RequestContext } from '../../core/request-context.js';
import { badInput } from '../../lib/errors.js';
import { ContactMessage } from './contact-message.entity.js';
import { CONTACT_THANKS, firstContactError, normalizeContactPhone, type ContactFields } from '@fruit-shop/common/contact.rules';

// Control characters never get this far: the edge refuses them on both APIs (lib/text-rules.ts).
const clean = (value: string) => value.trim();

/**
 * Contact messages (decisions: the spec's form submits nowhere; ours are stored so that none
 * is lost). Anyone may send one; the per-IP limit covers abuse.
 */
export const contactService = {
  async send(ctx: RequestContext, raw: ContactFields): Promise<{ id: number; message: string }> {
    const input: ContactFields = {
      name: clean(raw.name ?? ''),
      email: clean(raw.email ?? ''),
      phone: raw.phone ? clean(raw.phone) : null,
      subject: clean(raw.subject ?? ''),
      message: clean(raw.message ?? ''),
    };
    const invalid = firstContactError(input);
    if (invalid) throw badInput(invalid.message, invalid.field);
    const saved = await ctx.em.transactional(async (tx) => {
      const message = tx.create(ContactMessage, {
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone ? normalizeContactPhone(input.phone) : null,
        subject: input.subject,
        message: input.message,
      });
      await tx.flush();
      return message;
    });
    return { id: saved.id, message: CONTACT_THANKS };
  },
};
