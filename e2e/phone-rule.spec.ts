import os from 'node:os';
import path from 'node:path';
import { test, expect, usePageAs } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { messages } from '../src/shared/messages.ts';

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');

/** docs/product.md#phone-numbers: one Nigerian phone rule; the profile no longer takes 17 digits. */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [phone]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the profile refuses a 17-digit phone under the field and keeps a Nigerian one normalised', async ({
      page,
      make,
    }) => {
      const account = await make.customer('Tolu Bakare');
      await usePageAs(page, await make.signIn(account));
      await page.goto('/profile');
      const phone = page.getByLabel('Phone');

      await phone.fill('08031234567123456');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(messages.phone.invalid)).toBeVisible();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await page.screenshot({ path: `${shots}/phone-profile-refused-${viewport.width}.png` });
      await page.reload();
      await expect(page.getByLabel('Phone')).toHaveValue('');

      await page.getByLabel('Phone').fill('0803 555 0101');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(messages.profile.updated)).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Phone')).toHaveValue('08035550101');
    });
  });
}
