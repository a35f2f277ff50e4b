import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { desktop } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';
import { vendorApplicationUi } from '../src/web/features/vendor-application/messages.ts';
import { addToCartFromPage, fillShipping } from './support/checkout.ts';

/**
 * Becoming a vendor (docs/product.md#vendor-application): a customer applies, an admin approves on
 * /admin/users → the applicant is a vendor and is sent to the dashboard to create a store; a rejection shows the
 * admin's notes and the form again, and a new application goes in. The admin's delivery-fee editor
 * changes the checkout total at once.
 */

const m = messages.vendorRequests;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
};

async function apply(page: Page, bvn = '22212345678') {
  const form = page.getByRole('form', { name: 'Vendor application' });
  await form.getByLabel('Phone number').fill('0803 123 4567');
  await form.getByLabel('BVN').fill(bvn);
  await form.getByLabel('Bank name').selectOption({ label: 'Guaranty Trust Bank (GTBank)' });
  await form.getByLabel('Account number').fill('0123456789');
  await form.getByLabel('Account holder name').fill('Amaka Obi');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(page, m.submitted)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
}

const requestCard = (page: Page, name: string) => page.getByRole('listitem', { name: `Vendor request from ${name}` });

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const [device, viewport] of [['desktop', desktop]] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    test('apply → admin approves → the applicant is a vendor and is sent to /dashboard to create a store', async ({
      page,
      make,
      asAdmin,
    }) => {
      const name = `Amaka ${randomUUID().slice(0, 6)}`;
      const applicant = await make.customer(name);
      const session = await make.signIn(applicant);
      await usePageAs(page, session);
      await page.goto('/upgrade-vendor');
      await expect(page.getByRole('heading', { level: 1, name: 'Become a Vendor' })).toBeVisible();

      // Field errors first: everything required, then wrong lengths and non-digits.
      const form = page.getByRole('form', { name: 'Vendor application' });
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(form.getByText(m.phoneRequired)).toBeVisible();
      await expect(form.getByText(m.bvnRequired)).toBeVisible();
      await expect(form.getByText(m.bankRequired)).toBeVisible();
      await expect(form.getByText(m.accountNumberRequired)).toBeVisible();
      await expect(form.getByText(m.accountNameRequired)).toBeVisible();
      await form.getByLabel('BVN').fill('1234');
      await form.getByLabel('Account number').fill('01234x6789');
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(form.getByText(m.bvnLength)).toBeVisible();
      await expect(form.getByText(m.accountNumberDigits)).toBeVisible();
      await shot(page, `vendor-apply-form-errors-${viewport.width}`);

      await apply(page);
      await shot(page, `vendor-apply-pending-${viewport.width}`);

      await asAdmin();
      await page.goto('/admin/users?tab=vendor-requests');
      await expect(page.getByRole('tab', { name: /Vendor Requests \(\d+\)/ })).toHaveAttribute('aria-selected', 'true');
      const card = requestCard(page, name);
      await expect(card).toContainText(applicant.email);
      await expect(card).toContainText('22212345678');
      await expect(card).toContainText('Guaranty Trust Bank (GTBank) (058)');
      // docs/product.md#account-name-check: the name the bank gave beside the one typed; the
      // sandbox answers with the name typed, so in test mode it matches.
      const check = card.getByTestId('account-name-check');
      await expect(check).toHaveAttribute('data-verdict', 'match');
      await expect(check).toContainText('Name at the bank: AMAKA OBI');
      await expect(check).toContainText('Matches');
      await expect(check).not.toContainText(messages.bankDetails.nameMismatch);
      await expect(card).toContainText('Amaka Obi');
      await shot(page, `vendor-apply-admin-requests-${viewport.width}`);
      await card.getByRole('button', { name: 'Approve' }).click();
      await expect(toast(page, m.approved)).toBeVisible();
      await expect(card).toContainText('Approved');
      await expect(card).toContainText(m.approvedNotes);
      await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Reject' })).toHaveCount(0);

      // docs/product.md#route-guards: vendors on /upgrade-vendor go to /dashboard, the approved applicant too, told why,
      // on the tab where stores are made.
      await usePageAs(page, session);
      await page.goto('/upgrade-vendor');
      await expect(page).toHaveURL('/dashboard?tab=stores');
      await expect(toast(page, vendorApplicationUi.approvedCreateStore)).toBeVisible();
      await expect(page.getByRole('tab', { name: 'My Stores', selected: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'You are now a vendor!' })).toHaveCount(0);
      await shot(page, `vendor-apply-approved-${viewport.width}`);
      await page.getByRole('link', { name: 'Create Store' }).click();
      await expect(page).toHaveURL('/store/create');
      await expect(page.getByRole('heading', { level: 1, name: 'Create a Store' })).toBeVisible();
    });

    test('a rejection shows the notes and the form again, and a new application goes in', async ({
      page,
      make,
      asAdmin,
    }) => {
      const name = `Tunde ${randomUUID().slice(0, 6)}`;
      const applicant = await make.customer(name);
      const session = await make.signIn(applicant);
      await usePageAs(page, session);
      await page.goto('/upgrade-vendor');
      await apply(page, '22200000001');

      await asAdmin();
      await page.goto('/admin/users?tab=vendor-requests');
      const card = requestCard(page, name);
      await card.getByRole('button', { name: 'Reject' }).click();
      const dialog = page.getByRole('alertdialog', { name: `Reject ${name}'s request?` });
      await dialog.getByLabel('Reason (optional)').fill('The BVN does not match the account name');
      await shot(page, `vendor-apply-reject-dialog-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await expect(toast(page, m.rejected)).toBeVisible();
      await expect(card).toContainText('Rejected');
      await expect(card).toContainText('The BVN does not match the account name');

      await usePageAs(page, session);
      await page.goto('/upgrade-vendor');
      await expect(page.getByRole('heading', { name: 'Your application was not approved' })).toBeVisible();
      await expect(page.getByText('The BVN does not match the account name')).toBeVisible();
      await shot(page, `vendor-apply-rejected-${viewport.width}`);
      // The form comes back with the earlier details, all but the BVN.
      const form = page.getByRole('form', { name: 'Vendor application' });
      await expect(form.getByLabel('Account number')).toHaveValue('0123456789');
      await expect(form.getByLabel('BVN')).toHaveValue('');
      await form.getByLabel('BVN').fill('22200000002');
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(toast(page, m.submitted)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();

      // The second request is pending for the admin, the first stays rejected.
      await asAdmin();
      await page.goto('/admin/users?tab=vendor-requests');
      const cards = page.getByRole('listitem', { name: `Vendor request from ${name}` });
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText('Pending');
      await expect(cards.last()).toContainText('Rejected');
    });
  });
}

test('the admin edits a delivery fee and the checkout total changes at once', async ({ page, make, asAdmin }) => {
  // Zamfara only: other journeys running beside this one total Lagos and Kano at the defaults.
  await asAdmin();
  await page.goto('/admin?tab=delivery-fees');
  const zamfara = page.getByLabel('Zamfara', { exact: true });
  await expect(zamfara).toBeVisible();
  await shot(page, 'vendor-apply-delivery-fees-1280');
  await zamfara.fill('4250');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Delivery fees saved')).toBeVisible();

  try {
    const { api, store } = await make.vendorWithStore();
    const product = await make.product(api, store.id, { priceKobo: 1_000_000, stockQuantity: 5 });
    const shopper = await make.signIn(await make.customer('Zainab Yusuf'));
    await usePageAs(page, shopper);
    await addToCartFromPage(page, product.id);
    await page.goto('/checkout');
    await fillShipping(page, 'Zamfara');
    await expect(page.getByTestId('checkout-total')).toHaveText('₦14,250.00'); // 10,000 + 4,250
    await fillShipping(page, 'Oyo');
    await expect(page.getByTestId('checkout-total')).toHaveText('₦13,000.00'); // 10,000 + the ₦3,000 default
  } finally {
    await asAdmin();
    await page.goto('/admin?tab=delivery-fees');
    await page.getByLabel('Zamfara', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Delivery fees saved')).toBeVisible();
  }
});

test.describe('On a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the delivery fees tab fits a phone', async ({ page, asAdmin }) => {
    await asAdmin();
    await page.goto('/admin?tab=delivery-fees');
    await expect(page.getByLabel('Default fee (₦)')).toBeVisible();
    await shot(page, 'vendor-apply-delivery-fees-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('the tab row scrolls the open tab into sight, on arrival and on a change', async ({ page, asAdmin }) => {
    await asAdmin();
    await page.goto('/admin?tab=delivery-fees');
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    /** Whether the selected tab lies wholly inside the row's visible width. */
    const selectedTabInSight = (name: string) =>
      expect
        .poll(async () => {
          const row = (await tabs.boundingBox())!;
          const tab = (await tabs.getByRole('tab', { name, selected: true }).boundingBox())!;
          // A pixel either way is sub-pixel rounding of the scroll position, not a tab cut off.
          return tab.x >= row.x - 1 && tab.x + tab.width <= row.x + row.width + 1;
        })
        .toBe(true);
    await selectedTabInSight('Delivery fees');
    await shot(page, 'admin-tabs-delivery-fees-360');
    await tabs.getByRole('tab', { name: 'Delivery fees' }).press('Home');
    await selectedTabInSight('Overview');
    await tabs.getByRole('tab', { name: 'Overview' }).press('End');
    await selectedTabInSight('Coupons');
  });
});
