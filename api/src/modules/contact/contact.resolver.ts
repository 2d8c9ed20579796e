import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { ContactMessageInput, ContactMessageResult } from './contact.types.js';
import { contactService } from './contact.service.js';

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactMessageResult, { description: 'Stores a contact-form message (anyone may send one); admins read them in the back office.' })
  async sendContactMessage(@Arg('input', () => ContactMessageInput) input: ContactMessageInput, @Ctx() ctx: RequestContext): Promise<ContactMessageResult> {
    const saved = await contactService.send(ctx, input);
    return { success: true, message: saved.message, id: saved.id };
  }
}
