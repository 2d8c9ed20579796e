import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { newsletterService } from '../newsletter/newsletter.service.js';
import { NewsletterSubscriber } from '../newsletter/newsletter.types.js';
import { AdminOnly } from './admin-guard.js';

/** The newsletter list in the back office (docs/decisions/0046-newsletter.md). */
@Resolver()
export class AdminNewsletterResolver {
  @AdminOnly()
  @Query(() => [NewsletterSubscriber], { description: 'The newsletter list, newest first; `status` pending, subscribed or unsubscribed.' })
  async newsletterSubscribers(
    @Ctx() ctx: RequestContext,
    @Arg('status', () => String, { nullable: true }) status?: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset?: number | null,
  ): Promise<NewsletterSubscriber[]> {
    return newsletterService.list(ctx.em, { status, limit, offset });
  }

  @AdminOnly()
  @Query(() => String, { description: 'The whole newsletter list as CSV (the same file as GET /api/admin/newsletter-subscribers.csv).' })
  async newsletterSubscribersCsv(@Ctx() ctx: RequestContext): Promise<string> {
    return newsletterService.csv(ctx.em);
  }
}
