import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The outbox of the server the current test's project runs against (playwright.config.ts metadata). */
function outboxDir(): string {
  const dataDir = (test.info().project.metadata as { dataDir?: string }).dataDir ?? process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; run the specs through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

/** Undoes quoted-printable: soft line breaks (=\r\n) and =XX bytes, then reads the bytes as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

async function mailsTo(address: string): Promise<string[]> {
  const dir = outboxDir();
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  const mails: string[] = [];
  for (const name of names) {
    const raw = await readFile(path.join(dir, name), 'utf8');
    const to = /^To:\s*(.+)$/im.exec(raw)?.[1] ?? '';
    if (to.toLowerCase().includes(address.toLowerCase())) mails.push(decodeQuotedPrintable(raw));
  }
  return mails;
}

/** Waits for the newest password-reset link sent to `address` after `previousCount` mails, and returns it. */
export async function waitForResetLink(address: string, previousCount = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(address);
        if (mails.length <= previousCount) return undefined;
        link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>]+/.exec(mails.at(-1)!)?.[0];
        return link;
      },
      { message: `a reset e-mail to ${address} in the outbox`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

export async function countMailsTo(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}
