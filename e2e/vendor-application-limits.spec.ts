import { expect, test, usePageAs } from './fixtures.ts';
import { desktop } from './support/viewports.ts';
import type { Page } from '@playwright/test';
import { messages } from '../src/shared/messages.ts';

/**
 * docs/product.md#vendor-application: a BVN of 11 digits and an account number of 10. The boxes
 * take no more than that, a number pasted with spaces keeps its digits, and the exact-length
 * messages still say when one is short.
 */

const m = messages.vendorRequests;

async function openApplication(page: Page, make: Parameters<Parameters<typeof test>[2]>[0]['make']) {
  await usePageAs(page, await make.signIn(await make.customer('Bisi Limits')));
  await page.goto('/upgrade-vendor');
  return page.getByRole('form', { name: 'Vendor application' });
}

/** What a person's paste does: a paste event carrying the text, on the focused box. */
async function pasteInto(page: Page, label: string, text: string) {
  const box = page.getByRole('form', { name: 'Vendor application' }).getByLabel(label, { exact: true });
  await box.focus();
  await box.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    if (input.dispatchEvent(event)) (input as HTMLInputElement).setRangeText(pasted, 0, 0, 'end');
  }, text);
}

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const [device, viewport] of [['desktop', desktop]] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    test('the BVN box takes at most 11 digits and the account number box 10', async ({ page, make }) => {
      const form = await openApplication(page, make);
      const bvn = form.getByLabel('BVN', { exact: true });
      const account = form.getByLabel('Account number', { exact: true });
      await expect(bvn).toHaveAttribute('maxlength', '11');
      await expect(account).toHaveAttribute('maxlength', '10');
      await bvn.pressSequentially('2221234567899');
      await account.pressSequentially('012345678912');
      await expect(bvn).toHaveValue('22212345678');
      await expect(account).toHaveValue('0123456789');
    });

    test('a BVN and an account number pasted with spaces keep every digit', async ({ page, make }) => {
      await openApplication(page, make);
      await pasteInto(page, 'BVN', '222 1234 5678');
      await pasteInto(page, 'Account number', '0123 456 789');
      const form = page.getByRole('form', { name: 'Vendor application' });
      await expect(form.getByLabel('BVN', { exact: true })).toHaveValue('22212345678');
      await expect(form.getByLabel('Account number', { exact: true })).toHaveValue('0123456789');
    });

    test('a short BVN and account number still get the exact-length messages', async ({ page, make }) => {
      const form = await openApplication(page, make);
      await form.getByLabel('BVN', { exact: true }).fill('2221234');
      await form.getByLabel('Account number', { exact: true }).fill('012345');
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(form.getByText(m.bvnLength)).toBeVisible();
      await expect(form.getByText(m.accountNumberLength)).toBeVisible();
    });
  });
}
