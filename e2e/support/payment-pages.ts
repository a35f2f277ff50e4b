import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { messages } from '../../src/shared/messages.ts';

/** What the payment journeys look for on a page, by what a person sees. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
export const waitingCard = (page: Page) => page.getByRole('region', { name: messages.checkout.waitingForTransfer });
export const sandboxDialog = (page: Page) => page.getByRole('dialog', { name: 'Oja test payment' });

// Screenshots for people to look at: SHOTS_DIR when set, else a scratch folder.
const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');
/** From the top, so the sticky header does not sit over the page in a full-page picture. */
export async function shoot(page: Page, name: string, width: number) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
}
