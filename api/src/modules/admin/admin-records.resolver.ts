import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { contactAdminService } from '../contact/contact-admin.service.js';
import { AdminOnly } from './admin-guard.js';
import { actingAdmin, adminLogService } from './admin-log.service.js';
import { ContactMessageView } from './admin-contact.views.js';
import { InventoryLogView } from './admin-inventory.views.js';
import { AdminLogView } from './admin-log.views.js';
import { inventoryService } from '../catalog/inventory.service.js';
import { listUndeliveredMessages } from '../messaging/outbox.service.js';
import { UndeliveredMessageView } from './admin-outbox.views.js';

/** The admin log, the inventory log, the storefront's contact messages and the messages that could not be delivered. */
@Resolver()
export class AdminRecordsResolver {
  @AdminOnly()
  @Query(() => [AdminLogView], { description: 'Newest first; filter by action, target or admin.' })
  adminLogs(
    @Arg('action', () => String, { nullable: true }) action: string | null,
    @Arg('targetType', () => String, { nullable: true }) targetType: string | null,
    @Arg('targetId', () => ID, { nullable: true }) targetId: string | null,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminLogView[]> {
    return adminLogService.list(ctx.em, { action, targetType, targetId, limit, offset });
  }

  @AdminOnly()
  @Query(() => [InventoryLogView], { description: 'Stock movements, newest first; filter by product or reason.' })
  inventoryLogs(
    @Arg('productId', () => ID, { nullable: true }) productId: string | null,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<InventoryLogView[]> {
    return inventoryService.list(ctx.em, { productId, reason, limit, offset });
  }

  @AdminOnly()
  @Query(() => [ContactMessageView], { description: 'Contact-form messages, newest first; handled: false for the open ones.' })
  contactMessages(
    @Arg('handled', () => Boolean, { nullable: true }) handled: boolean | null,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ContactMessageView[]> {
    return contactAdminService.list(ctx.em, { handled, limit, offset });
  }

  @AdminOnly()
  @Mutation(() => ContactMessageView)
  setContactMessageHandled(@Arg('id', () => ID) id: string, @Arg('handled', () => Boolean, { defaultValue: true }) handled: boolean, @Ctx() ctx: RequestContext): Promise<ContactMessageView> {
    return contactAdminService.setHandled(ctx.em, actingAdmin(ctx), id, handled);
  }

  @AdminOnly()
  @Query(() => [UndeliveredMessageView], { description: 'Emails and texts that could not be delivered (a number that cannot be reached, a refused address), newest first, each with the reason.' })
  async undeliveredMessages(
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<UndeliveredMessageView[]> {
    return (await listUndeliveredMessages(ctx.em, { limit, offset })).map(UndeliveredMessageView.from);
  }
}
