import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { desktop } from './support/viewports.ts';
import { capitalised, randomWord } from './support/factory.ts';
import { placeOrder, placePaidOrder } from './support/orders-api.ts';
import { messages } from '../src/shared/messages.ts';
import { formatNaira } from '../src/shared/money.ts';

/**
 * docs/product.md#former-sellers: an admin making a seller who holds money a customer is told how
 * much before confirming; the former seller signs in, finds Earnings on their dashboard and cashes
 * out to their bank account. Screenshots go to the folder SHOTS_DIR names, when it is set.
 */

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
};

/** Moves a paid order to delivered as its vendor, which credits the vendor's balance (docs/product.md#earnings). */
async function deliver(vendor: APIRequestContext, orderId: string) {
  for (const to of ['confirmed', 'processing', 'shipped', 'delivered']) {
    const res = await vendor.post(`/api/vendor/orders/${orderId}/status`, {
      data: to === 'shipped' ? { to, location: 'Ikeja hub' } : { to },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const [device, viewport] of [['desktop', desktop]] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    test('a seller holding money is demoted with the amount shown, then finds Earnings in their account and cashes out', async ({
      page,
      make,
      asAdmin,
    }) => {
      test.setTimeout(120_000);
      const name = `Kemi ${capitalised(randomWord())}`;
      const vendor = await make.vendorWithStore({ fullName: name });
      const bank = await vendor.api.put('/api/profile/bank-details', {
        data: {
          bankCode: '058',
          accountNumber: '0123456789',
          accountName: name,
          currentPassword: vendor.account.password,
        },
      });
      expect(bank.status(), await bank.text()).toBe(200);
      const product = await make.product(vendor.api, vendor.store.id, { priceKobo: 2_769_790 });
      const shopper = await make.signIn(await make.customer());
      const checkout = await placePaidOrder(shopper, [{ productId: product.id, quantity: 1 }]);
      await deliver(vendor.api, checkout.orders[0]!.id);
      const earned = (await (await vendor.api.get('/api/cashouts/earnings')).json()) as {
        balanceKobo: number;
        pendingKobo: number;
      };
      const held = earned.balanceKobo + earned.pendingKobo;
      expect(held).toBeGreaterThan(0);

      // The admin is told what the seller holds before confirming.
      await asAdmin();
      await page.goto('/admin/users');
      await page.getByLabel(`Role for ${vendor.account.email}`).selectOption('customer');
      const confirm = page.getByRole('alertdialog', { name: `Make ${name} a customer?` });
      await expect(confirm.getByTestId('demotion-money')).toContainText(`They hold ${formatNaira(held)} of earnings.`);
      await expect(confirm.getByTestId('demotion-money')).toContainText('It stays theirs');
      await shot(page, `stranded-demote-warning-${viewport.width}`);
      await confirm.getByRole('button', { name: 'Demote and deactivate stores' }).click();
      await expect(page.getByText(messages.admin.roleUpdated)).toBeVisible();
      await expect(page.getByLabel(`Role for ${vendor.account.email}`)).toHaveValue('customer');

      // The former seller finds Earnings in their account and cashes out to their bank account.
      await usePageAs(page, vendor.api);
      await page.goto('/dashboard');
      await page.getByRole('tab', { name: 'Earnings' }).click();
      await expect(page).toHaveURL(/tab=earnings/);
      await expect(page.getByRole('heading', { name: messages.cashouts.formerSellerHeading })).toBeVisible();
      await expect(page.getByText('Available balance')).toBeVisible();
      await expect(page.getByText(formatNaira(earned.balanceKobo)).first()).toBeVisible();
      await expect(page.getByText('0123456789')).toBeVisible();
      await page.getByLabel('Amount (₦)').fill(String(earned.balanceKobo / 100));
      await page.getByRole('button', { name: 'Request Cashout' }).click();
      await expect(page.getByText(messages.cashouts.submitted).first()).toBeVisible();
      await expect(page.getByTestId('cashout').first()).toHaveAttribute('data-status', 'pending');
      await shot(page, `stranded-former-seller-earnings-${viewport.width}`);

      // Store management stays closed to them.
      await page.goto('/vendor-dashboard');
      await expect(page).not.toHaveURL(/vendor-dashboard/);
    });

    test('a seller with an order to be paid at the door sees its commission kept back, and cannot cash it out', async ({
      page,
      make,
      adminApi,
    }) => {
      test.setTimeout(120_000);
      const name = `Tolu ${capitalised(randomWord())}`;
      const vendor = await make.vendorWithStore({ fullName: name });
      const bank = await vendor.api.put('/api/profile/bank-details', {
        data: {
          bankCode: '058',
          accountNumber: '0123456789',
          accountName: name,
          currentPassword: vendor.account.password,
        },
      });
      expect(bank.status(), await bank.text()).toBe(200);
      const product = await make.product(vendor.api, vendor.store.id, { priceKobo: 1_000_000, stockQuantity: 5 });
      const shopper = await make.signIn(await make.customer());
      // A card sale delivered: ₦10,000 + ₦1,500 delivery, no commission of its own.
      await deliver(
        vendor.api,
        (await placePaidOrder(shopper, [{ productId: product.id, quantity: 1 }])).orders[0]!.id,
      );
      // Then 15 % on this store, and an order paid at the door, shipped: ₦1,500 kept back.
      const rule = await adminApi.put(`/api/admin/commission/stores/${vendor.store.id}`, {
        data: { percentBp: 1500, flatKobo: 0, floorKobo: null, capKobo: null },
      });
      expect(rule.status(), await rule.text()).toBe(200);
      expect(
        (await vendor.api.patch(`/api/stores/${vendor.store.id}`, { data: { payOnDelivery: true } })).status(),
      ).toBe(200);
      const atDoor = await placeOrder(shopper, [{ productId: product.id, quantity: 1 }], 'pay_on_delivery');
      for (const to of ['confirmed', 'processing']) {
        const res = await vendor.api.post(`/api/vendor/orders/${atDoor.orders[0]!.id}/status`, { data: { to } });
        expect(res.status(), await res.text()).toBe(200);
      }
      const earned = (await (await vendor.api.get('/api/cashouts/earnings')).json()) as {
        balanceKobo: number;
        reservedKobo: number;
      };
      // At least the goods' ₦1,500 (more if delivery fees are commissioned on this server).
      expect(earned.reservedKobo).toBeGreaterThanOrEqual(150_000);

      await usePageAs(page, vendor.api);
      await page.goto('/vendor-dashboard?tab=earnings');
      await expect(page.getByTestId('reserved-notice')).toHaveText(
        messages.cashouts.reserved(formatNaira(earned.reservedKobo)),
      );
      await page.getByLabel('Amount (₦)').fill(String(earned.balanceKobo / 100));
      await page.getByRole('button', { name: 'Request Cashout' }).click();
      await expect(
        page
          .getByText(
            messages.cashouts.commissionReserved(
              formatNaira(earned.reservedKobo),
              formatNaira(earned.balanceKobo - earned.reservedKobo),
            ),
          )
          .first(),
      ).toBeVisible();
      await shot(page, `stranded-commission-kept-back-${viewport.width}`);
    });

    test('a customer who never sold has no Earnings tab', async ({ page, make }) => {
      const customer = await make.signIn(await make.customer());
      await usePageAs(page, customer);
      await page.goto('/dashboard');
      await expect(page.getByRole('tab', { name: 'My Orders' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Earnings' })).toHaveCount(0);
    });
  });
}
