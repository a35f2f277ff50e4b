import { randomUUID } from 'node:crypto';
import { test, expect, usePageAs } from './fixtures.ts';
import { phone } from './support/viewports.ts';
import { solidPng } from './support/png.ts';
import { waitForResetLink } from './support/outbox.ts';
import { messages } from '../src/shared/messages.ts';

test('A new shopper signs up, signs in, edits the profile, uploads an avatar and signs out', async ({ page }) => {
  const email = `ngozi-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'ngozi-secret-1';

  await test.step('sign up', async () => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/signup');
    await page.getByLabel('Full name').fill('Ngozi Okafor');
    await page.getByLabel('Email').fill(`  ${email.toUpperCase()}  `); // trimmed and lowercased by the shared schema
    await page.getByLabel('Password').fill(password);
    await expect(page.getByText(messages.auth.passwordHint)).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(messages.auth.signUpSucceeded)).toBeVisible();
    await expect(page).toHaveURL('/signin');
  });

  await test.step('sign in', async () => {
    // The URL changes first; the sign-in page's code may still be loading behind the old page.
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Become Vendor' })).toBeVisible();
  });

  await test.step('edit name and phone', async () => {
    await page.getByRole('link', { name: 'Profile (Ngozi Okafor)' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Customer', { exact: true })).toBeVisible();
    await page.getByLabel('Full name').fill('Ngozi Adaeze Okafor');
    await page.getByLabel('Phone').fill('+234 803 555 0101');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(messages.profile.updated)).toBeVisible();
    // The header reads the name from the session, which is reloaded after the save.
    await expect(page.getByRole('link', { name: 'Profile (Ngozi Adaeze Okafor)' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Ngozi Adaeze Okafor');
    // Stored in the one normalised form (docs/product.md#phone-numbers).
    await expect(page.getByLabel('Phone')).toHaveValue('08035550101');
  });

  await test.step('upload an avatar', async () => {
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toHaveCount(0);
    await page.getByLabel('Upload photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: solidPng(48, 48, [16, 120, 87]),
    });
    await expect(page.getByText(messages.profile.avatarUpdated)).toBeVisible();
    const avatar = page.getByRole('img', { name: 'Your profile photo' });
    await expect(avatar).toBeVisible();
    // Loaded from the server, not just an <img> tag: the browser decoded real pixels.
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  });

  await test.step('a file that is not an image is refused with the server message', async () => {
    await page
      .getByLabel('Change photo')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(page.getByText(messages.profile.avatarFailed(messages.upload.notAnImage))).toBeVisible();
  });

  await test.step('sign out, and a protected page then asks to sign in', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });
});

test('Sign-in and sign-up check their fields in the browser with the product wording', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(messages.auth.emailAndPasswordRequired).first()).toBeVisible();

  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Short Password');
  await page.getByLabel('Email').fill('short@example.com');
  await page.getByLabel('Password').fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(messages.auth.passwordTooShort)).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/signup');
});

test('Signing up with an address that is already registered shows its message', async ({ page, make }) => {
  const registered = await make.customer('Chidi Okeke');
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Chidi Again');
  await page.getByLabel('Email').fill(registered.email);
  await page.getByLabel('Password').fill('another-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.auth.alreadyRegisteredResetSent })).toBeVisible();
  await expect(page).toHaveURL('/signup');
  await waitForResetLink(registered.email); // the owner of the address is sent a reset link
});

// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const [device, viewport] of [['phone', phone]] as const) {
  test.describe(`On a ${device}`, () => {
    test.use({ viewport });

    test('saving the profile after the session ended says "No user logged in", and signing in again returns to the profile', async ({
      page,
      make,
    }) => {
      const account = await make.customer('Sade Bello');
      const session = await make.signIn(account);
      await usePageAs(page, session);
      await page.goto('/profile');
      await expect(page.getByLabel('Full name')).toHaveValue('Sade Bello');

      // Signed out elsewhere (another tab, or the session expired): the page still shows the form.
      expect((await session.post('/api/auth/sign-out')).status()).toBe(200);
      await page.getByLabel('Full name').fill('Sade Bello-Adeyemi');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(
        page.getByText(messages.profile.updateFailed(messages.auth.noUserLoggedIn), { exact: true }),
      ).toBeVisible();

      await expect(page).toHaveURL('/signin');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL('/profile');
      await expect(page.getByLabel('Full name')).toHaveValue('Sade Bello');
    });

    test('a name with an emoji shows whole initials on the profile, the emoji skipped', async ({ page, make }) => {
      await usePageAs(page, await make.signIn(await make.customer('Tolú 🎉')));
      await page.goto('/profile');
      await expect(page.getByLabel('Full name')).toHaveValue('Tolú 🎉');
      const initials = page.getByTestId('profile-initials');
      await expect(initials).toHaveText('T');
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/profile-initials-${viewport.width}.png` });
    });
  });
}
