import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { uiMessages } from '../src/web/lib/ui-messages.ts';
import { toast } from './support/payment-pages.ts';
import type { Factory } from './support/factory.ts';
import { appHasTakenOver } from './support/app-ready.ts';

const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');

/**
 * Writing a review on a lost connection behaves as signing in does (e2e/auth-connection.spec.ts):
 * offline, or with a request that never comes back, the form stops waiting (at once, or after about
 * 15 s), says in the form "Failed to submit review: Could not reach Oja. Check your connection and
 * try again." and can be sent again; back online, the one try the person makes is the one review sent.
 */
const WAIT_LIMIT_MS = 15_000;
const failed = messages.reviews.submitFailed(uiMessages.networkError);

/** A product of a new store and a signed-in shopper on its page, ready to write. */
async function onProductPage(page: Page, make: Factory) {
  const seller = await make.vendorWithStore({ fullName: 'Tola Sells' });
  const product = await make.product(seller.api, seller.store.id, { name: 'Clay Water Pot' });
  const shopper = await make.signIn(await make.customer('Remi Reviews'));
  await usePageAs(page, shopper);
  return { product, shopper };
}

async function reviewsOf(api: APIRequestContext, productId: string) {
  const res = await api.get(`/api/catalog/products/${productId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { reviews: { reviewerName: string; rating: number; comment: string | null }[] })
    .reviews;
}

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a review sent offline says the connection failed, and one try once back online sends it once', async ({
      page,
      make,
    }) => {
      const { product, shopper } = await onProductPage(page, make);
      const posts: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.method() === 'POST' && request.url().endsWith(`/api/products/${product.id}/reviews`))
          posts.push(request.url());
      });
      await page.goto(`/product/${product.id}`);
      await appHasTakenOver(page);
      const write = page.getByRole('region', { name: 'Write a Review' });
      await write.getByLabel('Comment (optional)').fill('Keeps water cool all day.');

      await page.context().setOffline(true);
      await write.getByRole('button', { name: 'Submit Review' }).click();
      await expect(write.getByRole('alert')).toHaveText(failed);
      await expect(write.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
      await expect(write.getByRole('button', { name: 'Submit Review' })).not.toHaveAttribute('aria-busy', 'true');
      await page.screenshot({ path: `${shots}/aftersale-review-offline-${viewport.width}.png`, fullPage: false });

      await page.context().setOffline(false);
      await write.getByRole('button', { name: 'Submit Review' }).click();
      await expect(toast(page, messages.reviews.submitted)).toHaveCount(1);
      await expect(write.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('article', { name: 'Review by Remi Reviews' })).toBeVisible();
      // Nothing was held back to follow the try: still one request and one success a moment later.
      await page.waitForTimeout(1_000);
      await expect(toast(page, messages.reviews.submitted)).toHaveCount(1);
      expect(posts).toHaveLength(1);
      expect(await reviewsOf(shopper, product.id)).toEqual([
        expect.objectContaining({ reviewerName: 'Remi Reviews', rating: 5, comment: 'Keeps water cool all day.' }),
      ]);
    });

    test('a review that gets no answer stops waiting after 15 s, and the person can send it again', async ({
      page,
      make,
    }) => {
      const { product, shopper } = await onProductPage(page, make);
      await page.clock.install();
      await page.goto(`/product/${product.id}`);
      await appHasTakenOver(page);
      const write = page.getByRole('region', { name: 'Write a Review' });
      const endpoint = `**/api/products/${product.id}/reviews`;
      // The request leaves and nothing ever comes back, as on a dead mobile connection.
      await page.route(endpoint, () => {});
      const sent = page.waitForRequest(endpoint);
      await write.getByRole('button', { name: 'Submit Review' }).click();
      await sent;
      await expect(write.getByRole('button', { name: 'Submit Review' })).toHaveAttribute('aria-busy', 'true');

      await page.clock.fastForward(WAIT_LIMIT_MS);
      await expect(write.getByRole('alert')).toHaveText(failed);
      await expect(write.getByRole('button', { name: 'Submit Review' })).toBeEnabled();

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await write.getByRole('button', { name: 'Submit Review' }).click();
      await expect(toast(page, messages.reviews.submitted)).toBeVisible();
      expect(await reviewsOf(shopper, product.id)).toHaveLength(1);
    });
  });
}
