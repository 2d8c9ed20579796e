import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { newsletterService } from './newsletter.service.js';
import { NewsletterReply } from './newsletter.types.js';

@Resolver()
export class NewsletterResolver {
  @Mutation(() => NewsletterReply, { description: 'Asks for the newsletter: a confirmation email with a link is sent (double opt-in). Anyone may call it; repeating it is harmless.' })
  async subscribeToNewsletter(@Arg('email', () => String) email: string, @Ctx() ctx: RequestContext): Promise<NewsletterReply> {
    return { success: true, ...(await newsletterService.subscribe(ctx.em, email)) };
  }

  @Mutation(() => NewsletterReply, { description: 'The token of the confirmation email: the address becomes subscribed.' })
  async confirmNewsletter(@Arg('token', () => String) token: string, @Ctx() ctx: RequestContext): Promise<NewsletterReply> {
    const done = await newsletterService.confirm(ctx.em, token);
    return { success: true, message: done.message };
  }

  @Mutation(() => NewsletterReply, { description: 'The token of any newsletter email: the address is unsubscribed. No sign-in needed.' })
  async unsubscribeFromNewsletter(@Arg('token', () => String) token: string, @Ctx() ctx: RequestContext): Promise<NewsletterReply> {
    const done = await newsletterService.unsubscribe(ctx.em, token);
    return { success: true, message: done.message };
  }
}
