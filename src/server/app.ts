import { adminReturnRoutes, customerReturnRoutes, returnPhotoRoutes, vendorReturnRoutes } from './returns/routes.ts';
import { auditAdminRoutes } from './audit/admin-routes.ts';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Deps } from './deps.ts';
import type { AppEnv } from './http/context.ts';
import { AppError } from './errors.ts';
import { handleError } from './http/error-handler.ts';
import { requestLog } from './http/request-log.ts';
import { readSignedInActor } from './auth/read-signed-in-actor.ts';
import { apiRequest } from './http/api-request.ts';
import { compressResponses } from './http/compress.ts';
import { securityHeaders } from './http/security-headers.ts';
import { sameOriginWrites } from './http/same-origin.ts';
import { canonicalPaths } from './http/canonical-paths.ts';
import { authRoutes } from './auth/routes.ts';
import { profileRoutes } from './profiles/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { productRoutes, storeRoutes } from './catalog/vendor-routes.ts';
import { catalogAdminRoutes } from './catalog/admin-routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { deliveryFeeRoutes } from './delivery-fees/routes.ts';
import { bankRoutes } from './banks/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { adminPaymentIssueRoutes } from './payments/admin-routes.ts';
import { orderRoutes } from './orders/routes.ts';
// Order fulfilment.
import { vendorOrderRoutes } from './orders/vendor-routes.ts';
import { adminOrderRoutes } from './orders/admin-routes.ts';
import { vendorReviewRoutes } from './reviews/vendor-routes.ts';
// Vendor applications and delivery-fee editing.
import { vendorRequestAdminRoutes, vendorRequestRoutes } from './vendor-requests/routes.ts';
import { deliveryFeeAdminRoutes } from './delivery-fees/admin-routes.ts';
import {
  commissionExportAdminRoutes,
  payoutHoldAdminRoutes,
  platformCreditAdminRoutes,
} from './ledger/admin-routes.ts';
import { payOnDeliveryAdminRoutes } from './pay-on-delivery/admin-routes.ts';
// Earnings and cashouts.
import { adminCashoutRoutes, cashoutRoutes } from './cashouts/routes.ts';
import { commissionAdminRoutes } from './commission/admin-routes.ts';
import { savedItemRoutes } from './saved-items/routes.ts';
import { adminCouponRoutes, storeCouponRoutes } from './coupons/routes.ts';
import { loadSsrBundle, renderShopperPage } from './ssr/render-shopper-page.ts';
import { readWebBuild } from './ssr/web-build.ts';
import { withTestModeRibbon } from '../shared/test-mode-ribbon.ts';
import { STYLESHEET_COOKIE } from '../shared/ssr.ts';
import { answerThroughApi } from './ssr/answer-through-api.ts';
import { UPLOAD_CACHE_SECONDS } from '../shared/constants.ts';
import { isPrivateKey } from './uploads/storage.ts';
import { messages } from '../shared/messages.ts';
import { readHealth } from './db/read-health.ts';

function apiRoutes() {
  return (
    new Hono<AppEnv>()
      .route('/auth', authRoutes)
      .route('/profile', profileRoutes)
      .route('/admin', adminRoutes)
      .route('/admin', catalogAdminRoutes)
      .route('/catalog', catalogRoutes)
      .route('/stores', storeRoutes)
      .route('/products', productRoutes)
      .route('/products', reviewRoutes)
      .route('/delivery-fees', deliveryFeeRoutes)
      .route('/banks', bankRoutes)
      .route('/checkout', checkoutRoutes)
      .route('/payments', paymentRoutes)
      .route('/orders', orderRoutes)
      .route('/orders', customerReturnRoutes)
      .route('/saved-items', savedItemRoutes)
      // Order fulfilment.
      .route('/vendor', vendorOrderRoutes)
      .route('/vendor', vendorReviewRoutes)
      .route('/admin/orders', adminOrderRoutes)
      .route('/admin/payment-issues', adminPaymentIssueRoutes)
      // Vendor applications and delivery-fee editing.
      .route('/vendor-requests', vendorRequestRoutes)
      .route('/admin/vendor-requests', vendorRequestAdminRoutes)
      .route('/admin/delivery-fees', deliveryFeeAdminRoutes)
      .route('/admin/pay-on-delivery', payOnDeliveryAdminRoutes)
      // Earnings and cashouts.
      .route('/cashouts', cashoutRoutes)
      .route('/admin', adminCashoutRoutes)
      // Commission.
      .route('/admin/commission', commissionAdminRoutes)
      .route('/admin', commissionExportAdminRoutes)
      .route('/admin', auditAdminRoutes)
      .route('/admin/payout-holds', payoutHoldAdminRoutes)
      .route('/admin/platform-credit', platformCreditAdminRoutes)
      .route('/vendor/returns', vendorReturnRoutes)
      .route('/admin/returns', adminReturnRoutes)
      .route('/returns', returnPhotoRoutes)
      // Coupons (docs/product.md#coupons).
      .route('/admin/coupons', adminCouponRoutes)
      .route('/stores', storeCouponRoutes)
  );
}

export type AppType = ReturnType<typeof apiRoutes>;

/** Builds the whole HTTP app: the JSON API under /api, uploads under /uploads, and the SPA. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // The load balancer's check, every few seconds from each balancer: before the request log (it
  // would drown the log) and outside /api (no session, no same-origin rule). 503 takes the node out:
  // so does a node that is stopping (draining), while it still serves what the balancer sent before.
  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (deps.lifecycle.draining) return c.json({ ok: false, draining: true }, 503);
    const health = await readHealth(deps.db);
    return c.json(health, health.ok ? 200 : 503);
  });
  app.use(requestLog);
  app.use(canonicalPaths);
  app.use(securityHeaders);
  app.use(compressResponses);

  app.use('/api/*', sameOriginWrites);
  app.use('/api/*', apiRequest);
  // Who is asking, for every API route but the public catalog reads (docs/decisions/0012): those are
  // the same for everyone, so a signed-in shopper's catalog read costs what an anonymous one does.
  app.use('/api/*', async (c, next) => {
    c.set(
      'user',
      c.req.path.startsWith('/api/catalog/') ? null : await readSignedInActor(c.get('deps'), c.req.raw.headers),
    );
    await next();
  });
  app.route('/api', apiRoutes());
  app.all('/api/*', () => {
    throw new AppError('not_found', messages.http.notFound);
  });

  app.get('/uploads/*', async (c) => {
    const key = decodeUploadKey(c.req.path.slice('/uploads/'.length));
    // A private object (a return's photos) is served only by the API route that checks who asks.
    const body = key !== null && !isPrivateKey(key) && deps.storage.read ? await deps.storage.read(key) : null;
    if (!body) return c.text('Not found', 404);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': `public, max-age=${UPLOAD_CACHE_SECONDS}`,
    });
  });

  mountWebApp(app, deps);
  return app;
}

/** A malformed escape (`/uploads/%zz`) names no file: null, so the caller answers 404. */
function decodeUploadKey(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for route paths only. The
 * shopper pages (home, category, store, product, search) come rendered on the server with their
 * data, read through the app's own API routes (src/server/ssr), when the server-rendering bundle is built; if rendering fails, the plain
 * app shell is sent and the failure logged. In test mode every page carries the TEST MODE ribbon.
 */
function mountWebApp(app: Hono<AppEnv>, deps: Deps) {
  const webDist = deps.config.webDist;
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(webDist)) {
    app.get('*', (c) => c.text('The web app is not built. Run `npm run build`.', 503));
    return;
  }
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: webDist }),
  );
  // Only paths that name a file are looked up on disk ("/" would otherwise serve the folder).
  const serveFile = serveStatic({ root: webDist });
  app.use('*', (c, next) => (path.extname(c.req.path) ? serveFile(c, next) : next()));
  const ssrBundle = loadSsrBundle(webDist).catch((error: unknown) => {
    deps.logger.error({ err: error }, 'could not load the server-rendering bundle; serving the app shell');
    return null;
  });
  const build = readWebBuild(webDist);
  app.get('*', async (c) => {
    // Paths with a file extension are files: a missing one is a 404, never the SPA's HTML.
    if (path.extname(c.req.path) !== '') return c.text('Not found', 404);
    if (!existsSync(indexFile)) return c.text('The web app is not built. Run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    const indexHtml = await readFile(indexFile, 'utf8');
    // No real money moves while the sandbox stands in: every page says so from its first paint.
    const template = deps.payments.testMode ? withTestModeRibbon(indexHtml) : indexHtml;
    const bundle = await ssrBundle;
    if (bundle) {
      const url = new URL(c.req.url);
      try {
        // The page's data comes from the API routes, asked in-process as the browser would ask them.
        const answer = answerThroughApi(app, c.req.raw, c.env as object | undefined);
        const page = await renderShopperPage(
          {
            bundle,
            answer,
            publicUrl: deps.config.publicUrl,
            build,
            stylesheetCached: !!build?.stylesheet && getCookie(c, STYLESHEET_COOKIE) === build.stylesheet.href,
          },
          url.pathname + url.search,
          template,
        );
        if (page) return c.html(page.html, page.status);
      } catch (error) {
        c.var.log.error({ err: error }, 'server rendering failed; sending the app shell');
      }
    }
    return c.html(template);
  });
}
