import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { capitalised, randomWord } from './support/factory.ts';
import { placePaidOrder, sidewaysScroll } from './support/orders-api.ts';
import { toast } from './support/payment-pages.ts';

const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');

/**
 * Ratings on cards and the richer product page (docs/product.md#product-page, #reviews): a buyer
 * who received the product writes a Verified purchase review, another shopper a plain one; every
 * card of the product shows the average and count; the product page shows the 5★…1★ breakdown and,
 * once scrolled to, More from this store and Similar items; a shopper deletes their review.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('cards show the rating; the product page shows the breakdown, verified purchases and related items', async ({
      page,
      make,
    }) => {
      const word = capitalised(randomWord());
      const category = await make.category({ name: `${word} Kitchen` });
      const seller = await make.vendorWithStore({ name: `${word} Home Store` });
      const rival = await make.vendorWithStore({ name: `${word} Rival Store` });
      const rivalKettle = await make.product(rival.api, rival.store.id, {
        name: `${word} Rival Kettle`,
        categoryId: category.id,
        images: [[40, 110, 170]],
      });
      const sibling = await make.product(seller.api, seller.store.id, {
        name: `${word} Enamel Pot`,
        images: [[200, 90, 60]],
      });
      // Three more of the store's, so its row has more than a screen's width on a phone.
      const colours: [number, number, number][] = [
        [120, 80, 160],
        [220, 170, 40],
        [90, 90, 90],
      ];
      for (const [i, rgb] of colours.entries())
        await make.product(seller.api, seller.store.id, { name: `${word} Pot ${i + 2}`, images: [rgb] });
      const kettle = await make.product(seller.api, seller.store.id, {
        name: `${word} Electric Kettle`,
        categoryId: category.id,
        description: 'A 1.7 litre kettle that boils in three minutes.',
        images: [[30, 140, 90]],
      });

      // Chidi bought the kettle and it was delivered; Bisi never bought it.
      const chidi = await make.signIn(await make.customer(`Chidi ${word}`));
      const bisi = await make.signIn(await make.customer(`Bisi ${word}`));
      await deliver(seller.api, await placePaidOrder(chidi, [{ productId: kettle.id, quantity: 1 }]));
      await review(chidi, kettle.id, 5, 'Boils fast, sturdy handle.');
      await review(bisi, kettle.id, 3, 'Fine, but loud.');

      // Every card of the kettle: the category page, the store page and search.
      const rated = 'Rated 4.0 out of 5, 2 reviews';
      for (const url of [
        `/category/${category.slug}`,
        `/store/${seller.store.slug}`,
        `/search?q=${encodeURIComponent(kettle.name)}`,
      ]) {
        await page.goto(url);
        const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: kettle.name }) });
        await expect(card.getByText(rated)).toBeAttached();
        await expect(card.getByText('4.0 (2)')).toBeVisible();
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      }
      // A card without reviews shows no rating line.
      await page.goto(`/store/${seller.store.slug}`);
      await waitForImages(page);
      const siblingCard = page.getByRole('article').filter({ has: page.getByRole('link', { name: sibling.name }) });
      await expect(siblingCard.getByText(/^Rated /)).toHaveCount(0);
      await page.screenshot({ path: `${shots}/ratings-store-cards-${viewport.width}.png`, fullPage: true });

      // The product page: the rating read out whole, the breakdown, and who bought it.
      await page.goto(`/product/${kettle.id}`);
      await expect(page.getByRole('link', { name: rated })).toBeVisible();
      const breakdown = page.getByRole('list', { name: 'Rating breakdown' });
      await expect(breakdown.getByRole('listitem')).toHaveText([
        /5 stars: 1 review/,
        /4 stars: 0 reviews/,
        /3 stars: 1 review/,
        /2 stars: 0 reviews/,
        /1 star: 0 reviews/,
      ]);
      await expect(
        page.getByRole('article', { name: `Review by Chidi ${word}` }).getByText('Verified purchase'),
      ).toBeVisible();
      await expect(
        page.getByRole('article', { name: `Review by Bisi ${word}` }).getByText('Verified purchase'),
      ).toHaveCount(0);

      // More from this store and Similar items load once scrolled near: never the kettle itself.
      const more = page.getByRole('region', { name: 'More from this store' });
      const similar = page.getByRole('region', { name: 'Similar items' });
      await page.getByRole('heading', { name: 'Write a Review' }).scrollIntoViewIfNeeded();
      await more.scrollIntoViewIfNeeded();
      await expect(more.getByRole('link', { name: sibling.name })).toBeVisible();
      await expect(more.getByRole('link', { name: kettle.name })).toHaveCount(0);
      await expect(similar.getByRole('link', { name: rivalKettle.name })).toBeVisible();
      await expect(similar.getByRole('link', { name: kettle.name })).toHaveCount(0);
      await expect(similar.getByRole('link', { name: sibling.name })).toHaveCount(0);
      await expect(more.getByRole('link', { name: /See all/ })).toHaveAttribute('href', `/store/${seller.store.slug}`);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await waitForImages(page);
      await more.screenshot({ path: `${shots}/ratings-more-from-store-${viewport.width}.png` });
      await page.locator('#reviews').screenshot({ path: `${shots}/ratings-reviews-${viewport.width}.png` });
      // From the top, so the sticky header is not drawn over the middle of the full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shots}/ratings-product-page-${viewport.width}.png`, fullPage: true });

      // Bisi deletes her review: the breakdown, average and count follow.
      await usePageAs(page, bisi);
      await page.goto(`/product/${kettle.id}`);
      const write = page.getByRole('region', { name: 'Write a Review' });
      await write.getByRole('button', { name: 'Delete my review' }).click();
      const ask = write.getByRole('group', { name: /Delete your review\?/ });
      await expect(ask.getByRole('button', { name: 'Delete review' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(write.getByRole('button', { name: 'Delete my review' })).toBeFocused();
      await write.getByRole('button', { name: 'Delete my review' }).click();
      await page.screenshot({ path: `${shots}/ratings-delete-review-${viewport.width}.png` });
      await ask.getByRole('button', { name: 'Delete review' }).click();
      await expect(toast(page, 'Your review was deleted.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Rated 5.0 out of 5, 1 review' })).toBeVisible();
      await expect(breakdown.getByRole('listitem')).toHaveText([
        /5 stars: 1 review/,
        /4 stars: 0 reviews/,
        /3 stars: 0 reviews/,
        /2 stars: 0 reviews/,
        /1 star: 0 reviews/,
      ]);
      await expect(page.getByRole('article', { name: `Review by Bisi ${word}` })).toHaveCount(0);
      await expect(write.getByRole('button', { name: 'Submit Review' })).toBeVisible();
    });

    test('the seller’s Reviews tab marks the review of a shopper who received the product Verified purchase, and no other', async ({
      page,
      make,
    }) => {
      const word = capitalised(randomWord());
      const seller = await make.vendorWithStore({ name: `${word} Calabash Store` });
      const calabash = await make.product(seller.api, seller.store.id, { name: `${word} Calabash Bowl` });
      const tunde = await make.signIn(await make.customer(`Tunde ${word}`));
      const kemi = await make.signIn(await make.customer(`Kemi ${word}`));
      await deliver(seller.api, await placePaidOrder(tunde, [{ productId: calabash.id, quantity: 1 }]));
      await review(tunde, calabash.id, 5, 'Carved by hand, well finished.');
      await review(kemi, calabash.id, 2, 'Looks smaller than the picture.');

      await usePageAs(page, seller.api);
      await page.goto('/vendor-dashboard?tab=reviews');
      const list = page.getByRole('list', { name: 'Reviews of your products' });
      const bought = list.getByRole('listitem').filter({ hasText: `Tunde ${word}` });
      const never = list.getByRole('listitem').filter({ hasText: `Kemi ${word}` });
      await expect(bought.getByText('Verified purchase', { exact: true })).toBeVisible();
      await expect(never).toBeVisible();
      await expect(never.getByText('Verified purchase')).toHaveCount(0);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await list.screenshot({ path: `${shots}/aftersale-vendor-reviews-${viewport.width}.png` });
    });
  });
}

/** The vendor moves each order of the checkout to delivered. */
async function deliver(vendor: APIRequestContext, checkout: { orders: { id: string }[] }) {
  for (const order of checkout.orders)
    for (const to of ['confirmed', 'processing', 'shipped', 'delivered']) {
      const res = await vendor.post(`/api/vendor/orders/${order.id}/status`, { data: { to } });
      expect(res.status(), await res.text()).toBe(200);
    }
}

async function review(shopper: APIRequestContext, productId: string, rating: number, comment: string) {
  const res = await shopper.post(`/api/products/${productId}/reviews`, { data: { rating, comment } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Lazy card pictures of a full-page screenshot: scrolled past, then given a moment to arrive. */
async function waitForImages(page: Page) {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
    await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
  });
}
