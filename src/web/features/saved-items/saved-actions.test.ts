// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { SAVED_ITEMS_ON_DEVICE_MAX } from '../../../shared/constants.ts';
import { readDeviceSaved, SAVED_STORAGE_KEY, savedKeys } from './saved-ids.ts';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }));
vi.mock('../../lib/notify.ts', () => ({ toast }));
const { mergeDeviceSaved, setSaved } = await import('./saved-actions.ts');

/** docs/product.md#saved-items: what pressing a heart and signing in do in the browser. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const stored = () => JSON.parse(localStorage.getItem(SAVED_STORAGE_KEY) ?? 'null') as unknown;
let fetch: ReturnType<typeof vi.fn>;
const answer = (status: number, body: unknown) =>
  fetch.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

beforeEach(() => {
  localStorage.clear();
  fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  vi.clearAllMocks();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signed out', () => {
  it('keeps the hearts in the browser, newest first, and never asks the server', async () => {
    const client = new QueryClient();
    await setSaved(client, id(1), true, false);
    await setSaved(client, id(2), true, false);
    expect(stored()).toEqual([id(2), id(1)]);
    await setSaved(client, id(1), false, false);
    expect(stored()).toEqual([id(2)]);
    await setSaved(client, id(2), false, false);
    expect(localStorage.getItem(SAVED_STORAGE_KEY)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells the hearts of this tab at once', async () => {
    const heard = vi.fn();
    addEventListener('storage', heard);
    await setSaved(new QueryClient(), id(1), true, false);
    removeEventListener('storage', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(readDeviceSaved()).toEqual([id(1)]);
  });

  it(`keeps at most ${SAVED_ITEMS_ON_DEVICE_MAX}, and says so rather than dropping one`, async () => {
    const full = Array.from({ length: SAVED_ITEMS_ON_DEVICE_MAX }, (_, n) => id(n + 1));
    localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify(full));
    await setSaved(new QueryClient(), id(999), true, false);
    expect(stored()).toEqual(full);
    expect(toast.info).toHaveBeenCalledWith(
      `You can save up to ${SAVED_ITEMS_ON_DEVICE_MAX} items on this device. Sign in to save more.`,
    );
  });
});

describe('signed in', () => {
  it('the heart changes at once, and goes back with the reason when the server refuses', async () => {
    const client = new QueryClient();
    client.setQueryData(savedKeys.ids, [id(1)]);
    answer(409, {
      error: { code: 'conflict', message: 'Your saved list is full (200 items). Remove some to save more.' },
    });
    const pressed = setSaved(client, id(2), true, true);
    expect(client.getQueryData(savedKeys.ids)).toEqual([id(2), id(1)]);
    await pressed;
    expect(client.getQueryData(savedKeys.ids)).toEqual([id(1)]);
    expect(toast.error).toHaveBeenCalledWith('Your saved list is full (200 items). Remove some to save more.');
    expect(String(fetch.mock.calls[0]![0])).toMatch(new RegExp(`/api/saved-items/${id(2)}$`));
    expect(localStorage.getItem(SAVED_STORAGE_KEY)).toBeNull();
  });
});

describe('at sign-in', () => {
  it("sends the browser's ids once and clears them; the account's ids replace the hearts'", async () => {
    localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify([id(2), 'not-an-id', id(1)]));
    answer(200, { added: 2, productIds: [id(2), id(1), id(7)] });
    const client = new QueryClient();
    await mergeDeviceSaved(client);
    const [, init] = fetch.mock.calls[0]! as [unknown, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ productIds: [id(2), id(1)] });
    expect(localStorage.getItem(SAVED_STORAGE_KEY)).toBeNull();
    expect(client.getQueryData(savedKeys.ids)).toEqual([id(2), id(1), id(7)]);
  });

  it('the Saved page is read again even when its first read was on its way during the merge', async () => {
    localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify([id(1)]));
    const client = new QueryClient();
    let answerFirstRead!: (items: string[]) => void;
    const reads = vi
      .fn<() => Promise<string[]>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirstRead = resolve)))
      .mockResolvedValueOnce([id(1)]);
    const page = new QueryObserver(client, { queryKey: savedKeys.list, queryFn: reads });
    const unsubscribe = page.subscribe(() => {});
    answer(200, { added: 1, productIds: [id(1)] });
    await mergeDeviceSaved(client);
    answerFirstRead([]); // read before the merge was written: too late to count
    await vi.waitFor(() => expect(client.getQueryData(savedKeys.list)).toEqual([id(1)]));
    expect(reads).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps them in the browser when the merge fails, for the next page to try again', async () => {
    localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify([id(1)]));
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await mergeDeviceSaved(new QueryClient());
    expect(stored()).toEqual([id(1)]);
  });
});
