import type { FastifyInstance } from 'fastify';
import type { Options } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import { migrate, openDatabase, withStartupLock, type Database } from './db/database.js';
import { databaseReadiness } from './db/readiness.js';
import { isEmpty, seedDemoShop } from './db/seed/seed.js';
import { afterCommitSubscriber } from './core/after-commit.js';
import { shopEvents } from './core/events.js';
import { shopLinks } from './core/links.js';
import { viewerResolver } from './core/viewer.js';
import { buildGraphQLSchema } from './graphql/schema.js';
import { buildServer } from './http/server.js';
import { SessionRevocationListener } from './modules/accounts/session-revocation-listener.js';
import { sessionCache, sessionService } from './modules/accounts/session.service.js';
import { catalogVersionReader } from './modules/catalog/catalog.version.js';
import { AdminAuthResolver } from './modules/admin/admin-auth.resolver.js';
import { adminSessionService, isAdminToken } from './modules/admin/admin-session.service.js';
import { GeocodingResolver } from './modules/locations/geocoding.resolver.js';
import { createImageStore } from './modules/media/create-image-store.js';
import { importUploadFolder } from './modules/media/image-import.js';
import type { ImageStore } from './modules/media/image-store.js';
import { ReverseGeocoder } from './modules/locations/reverse-geocoder.js';
import { createMessageDelivery } from './modules/messaging/message-delivery.js';
import { OutboxWorker } from './modules/messaging/outbox.worker.js';
import { phoneCodes } from './modules/messaging/phone-codes.js';
import { sendsTexts } from './modules/messaging/sms-sender.js';
import { subscribeOrderEvents } from './modules/orders/order.events.js';
import { subscribeInvoiceEvents } from './modules/invoices/invoice.events.js';
import { subscribeCatalogEvents } from './modules/catalog/stock-alert.events.js';
import { OrderResolver } from './modules/orders/order.resolver.js';
import { orderService } from './modules/orders/order.service.js';
import { unpaidOrderPolicy } from './modules/orders/unpaid-orders.js';
import { createPaymentGateway } from './modules/payments/payment-gateway.js';
import { subscribePaymentEvents } from './modules/payments/payment.events.js';
import { PaymentResolver } from './modules/payments/payment.resolver.js';
import { RefundResolver } from './modules/payments/refund.resolver.js';
import { ProblemReportResolver } from './modules/problem-reports/problem-report.resolver.js';
import { PaymentService } from './modules/payments/payment.service.js';
import { withSharedPaymentSecrets } from './modules/payments/payment-secrets.js';
import { configuredRestRoutes, REST_ROUTES, setupFacts } from './modules/rest-routes.js';
import { AdminSetupResolver } from './modules/admin/admin-setup.resolver.js';
import { SubscriptionUserResolver } from './modules/subscriptions/subscription-user.resolver.js';
import { renewalSweep } from './modules/subscriptions/subscription-renewal.service.js';
import { subscribeSubscriptionEvents } from './modules/subscriptions/subscription.events.js';
import { subscriptionDeliveryService } from './modules/subscriptions/subscription-delivery.service.js';

export interface App {
  server: FastifyInstance;
  db: Database;
  /** The address the server listens on, e.g. http://127.0.0.1:3000 */
  url: string;
  /** Delivers committed messages; running from the start (so it sends what a previous run left) until close(). */
  outbox: OutboxWorker;
  /** Card payments (Razorpay or the simulated gateway). */
  payments: PaymentService;
  /** Pictures (the database, or a bucket), served at /uploads. */
  images: ImageStore;
  close(): Promise<void>;
}

/**
 * Migrations, then the pictures of the old upload folder into the image store (each path once,
 * decision 0027), then the demo shop when the database is empty and seeding is on, one instance
 * at a time (an advisory lock: instances started together do not race). Returns the migrations
 * applied. Without `images` it opens the configured store for the length of the call.
 */
export async function prepareDatabase(db: Database, config: Config, images?: ImageStore): Promise<string[]> {
  return withStartupLock(db, async () => {
    const applied = await migrate(db.orm);
    const store = images ?? (await createImageStore(config, db.orm.em));
    try {
      await importUploadFolder(store, config.uploadDir, {
        info: (details, message) => console.info(message, JSON.stringify(details)),
        warn: (details, message) => console.warn(message, JSON.stringify(details)),
      });
      const em = db.orm.em.fork();
      if (config.autoSeed && (await isEmpty(em))) {
        const summary = await seedDemoShop(em, { images: store, demoAccounts: config.seedDemoAccounts });
        console.info(`Seeded the demo shop: ${JSON.stringify(summary)}`);
      }
    } finally {
      if (!images) await store.close();
    }
    return applied;
  });
}

/** Boot order: database (external or embedded) → migrations → the old upload folder into the image store → seed when empty → HTTP server. */
export async function startApp(config: Config, ormOverrides: Partial<Options> = {}): Promise<App> {
  const db = await openDatabase(config, ormOverrides);
  let images: ImageStore | undefined;
  try {
    images = await createImageStore(config, db.orm.em);
    const applied = await prepareDatabase(db, config, images);
    const geocoder = new ReverseGeocoder({
      url: config.geocodingUrl,
      userAgent: config.geocodingUserAgent,
      // Lookups only happen once the server (and so its logger) exists.
      log: { warn: (details, message) => server.log.warn({ module: 'geocoding', ...details }, message) },
    });
    // Side effects that cross modules (a paid payment pays its order or starts a subscription, a
    // repriced order voids its open payments) go through one bus; each owning module subscribes
    // its handlers (core/events.ts).
    subscribeOrderEvents(shopEvents);
    subscribeSubscriptionEvents(shopEvents);
    subscribePaymentEvents(shopEvents);
    subscribeCatalogEvents(shopEvents);
    subscribeInvoiceEvents(shopEvents);
    const payments = new PaymentService(
      createPaymentGateway(await withSharedPaymentSecrets(db.orm.em.fork(), config.payments), () => db.orm.em.fork()),
      (error, message) => server.log.error({ err: error, module: 'refunds' }, message),
    );
    // Work that waits for a commit (a refund's gateway call, decision 0041) runs once it committed.
    db.orm.em.getEventManager().registerSubscriber(afterCommitSubscriber(() => db.orm.em.fork()));
    const server = await buildServer(config, db.orm, {
      schema: await buildGraphQLSchema([
        new GeocodingResolver(geocoder),
        new OrderResolver(payments),
        new PaymentResolver(payments),
        new RefundResolver(payments),
        new ProblemReportResolver({ payments, images }),
        new SubscriptionUserResolver(payments),
        new AdminAuthResolver({ firstAdminBySignup: config.firstAdminBySignup }),
        new AdminSetupResolver(setupFacts(config, payments)),
      ]),
      restRoutes: [...REST_ROUTES, ...configuredRestRoutes(config, { geocoder, payments, images })],
      contentVersion: catalogVersionReader(db.orm.em.fork()),
      readiness: databaseReadiness(db.orm),
      authenticate: viewerResolver({
        customers: sessionService,
        admins: { owns: isAdminToken, authenticate: (em, token) => adminSessionService.authenticate(em, token) },
      }),
      images,
    });
    if (applied.length) server.log.info(`${applied.length} migration${applied.length === 1 ? '' : 's'} applied (latest ${applied.at(-1)})`);
    const outboxLog = server.log.child({ module: 'outbox' });
    // Codes by text only where a text can leave: a real provider, or the sink outside production (decision 0044).
    phoneCodes.configure(!config.isProduction || sendsTexts(config.smsProvider));
    const outbox = new OutboxWorker(db.orm, createMessageDelivery(config, outboxLog), {
      log: outboxLog,
      pollMs: config.outboxPollMs,
      retryBaseMs: config.outboxRetryBaseMs,
      redactSentBodies: config.isProduction,
    });
    // Sessions are cached for a few seconds; with an external database other processes may
    // revoke them, so the cache only runs while their notices can be heard.
    sessionCache.configure(config.sessionCacheTtlMs);
    const sessionListener =
      config.sessionCacheTtlMs > 0 && !db.embedded ? new SessionRevocationListener(db.url, sessionCache, server.log.child({ module: 'sessions' })) : undefined;
    await sessionListener?.start();
    unpaidOrderPolicy.configure(config.unpaidOrderTtlMinutes);
    const address = await server.listen({ port: config.port, host: config.host });
    const url = address.replace('[::]', 'localhost').replace('0.0.0.0', 'localhost');
    // Links in emails and texts: the public address, else where this instance listens (development).
    shopLinks.configure(config.publicUrl ?? url);
    outbox.start();
    // Unpaid card orders give their stock back after the configured time, and their customers
    // are reminded to pay before that (checked each UNPAID_ORDER_SWEEP_MS, a minute by default,
    // by every instance: `skip locked` gives each order to one of them).
    // The sweeps' runs in progress: closing waits for them before the database goes.
    const running = new Set<Promise<unknown>>();
    const track = (run: Promise<unknown>) => {
      running.add(run);
      void run.finally(() => running.delete(run));
    };
    const expiry = setInterval(() => {
      track(orderService.expireUnpaid(db.orm.em.fork(), config.unpaidOrderTtlMinutes).catch((error: unknown) => server.log.error({ err: error }, 'expiring unpaid orders failed')));
      track(
        orderService
          .remindUnpaid(db.orm.em.fork(), unpaidOrderPolicy.remindAfterMinutes, config.unpaidOrderTtlMinutes)
          .catch((error: unknown) => server.log.error({ err: error }, 'reminding unpaid orders failed')),
      );
    }, config.unpaidOrderSweepMs);
    expiry.unref();
    // Subscriptions' renewal reminders (7 days and 1 day before the end) and ending notices, on
    // the shop day (India time) of the delivery clock; every instance sweeps, each message goes
    // once (skip locked, a stamp per end date and an outbox key; docs/decisions/0039).
    const renewals = setInterval(() => {
      track(renewalSweep(db.orm.em.fork()).catch((error: unknown) => server.log.error({ err: error }, 'subscription renewal sweep failed')));
    }, config.subscriptionSweepMs);
    renewals.unref();
    // Refunds whose gateway call never finished (a crash, a fault) are sent again with their key (decision 0041).
    const refundSweep = setInterval(() => {
      track(payments.refunds.sweep(db.orm.em.fork()).catch((error: unknown) => server.log.error({ err: error }, 'refund sweep failed')));
    }, config.unpaidOrderSweepMs);
    refundSweep.unref();
    // Subscription deliveries (issue 38, docs/decisions/0038): each delivery day's order is made
    // `subscription_lead_hours` before its window's cut-off, and the day-before note sent. Every
    // instance runs it; a subscription's row lock (skip locked) and the unique (subscription, day)
    // make one order per day.
    let scheduling = false;
    const deliveries = setInterval(() => {
      if (scheduling) return;
      scheduling = true;
      const em = db.orm.em.fork();
      track(
        subscriptionDeliveryService
          .makeDue(em)
          .then(() => subscriptionDeliveryService.sendDayBeforeNotes(em))
          .catch((error: unknown) => server.log.error({ err: error }, 'making subscription deliveries failed'))
          .finally(() => {
            scheduling = false;
          }),
      );
    }, config.subscriptionSweepMs);
    deliveries.unref();
    return {
      server,
      db,
      url,
      outbox,
      payments,
      images,
      async close() {
        clearInterval(expiry);
        clearInterval(renewals);
        clearInterval(refundSweep);
        payments.refunds.stop();
        clearInterval(deliveries);
        await server.close();
        await Promise.allSettled([...running]);
        await sessionListener?.stop();
        await outbox.stop();
        await images?.close();
        await db.close();
        // Back to the default for whatever runs next in this process (tests start many apps).
        phoneCodes.configure(true);
      },
    };
  } catch (error) {
    await images?.close();
    await db.close();
    throw error;
  }
}
