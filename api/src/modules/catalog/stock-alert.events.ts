import type { EventBus, ShopEventHandler } from '../../core/events.js';
import { stockAlertService } from './stock-alert.service.js';

/** Units came back (a cancel, a return, an expired payment): waiting customers hear of it. */
const releaseAlerts: ShopEventHandler<'stock-restored'> = async (tx, { productIds }) => {
  await stockAlertService.release(tx, productIds);
};

/** What the catalog does when other modules report something (core/events.ts); the app subscribes it at start-up. */
export function subscribeCatalogEvents(events: EventBus): void {
  events.subscribe('stock-restored', releaseAlerts);
}
