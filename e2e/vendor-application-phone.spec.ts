import { test, expect, usePageAs } from './fixtures.ts';
import { desktop } from './support/viewports.ts';

/** The vendor application starts from the phone the customer saved on their profile. */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const [device, viewport] of [['desktop', desktop]] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    test('Become a Vendor fills in the phone saved on the profile', async ({ page, make }) => {
      const account = await make.customer('Tolu Phone');
      const api = await make.signIn(account);
      const saved = await api.patch('/api/profile', { data: { fullName: 'Tolu Phone', phone: '08031234567' } });
      expect(saved.status(), await saved.text()).toBe(200);
      await usePageAs(page, api);
      await page.goto('/upgrade-vendor');
      await expect(page.getByRole('heading', { name: 'Vendor application' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(/8031234567$/);
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/shopper-vendor-phone-${viewport.width}.png` });
    });
  });
}
