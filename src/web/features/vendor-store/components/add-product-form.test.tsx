// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PRODUCT_NAME_MAX_LENGTH } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import { vendorUiMessages as ui } from '../messages.ts';
import { AddProductForm } from './add-product-form.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }));
vi.mock('../../../lib/notify.ts', () => ({ toast }));

const STORE_ID = '5e1f0000-0000-4000-8000-000000000001';
const CATEGORY_ID = 'ca7e0000-0000-4000-8000-000000000001';

type Sent = { method: string; path: string; form: Record<string, FormDataEntryValue[]> | null };
let sent: Sent[];
let productAnswer: { status: number; body: unknown };

beforeEach(() => {
  sent = [];
  productAnswer = { status: 201, body: { product: { id: 'p1' } } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://oja.test');
      const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
      const body = init?.body;
      const form: Sent['form'] = {};
      if (body instanceof FormData) for (const key of new Set(body.keys())) form[key] = body.getAll(key);
      sent.push({ method, path: url.pathname, form: body instanceof FormData ? form : null });
      const answer =
        url.pathname === '/api/catalog/categories'
          ? { status: 200, body: { categories: [{ id: CATEGORY_ID, name: 'Fabrics', slug: 'fabrics' }] } }
          : productAnswer;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddProductForm storeId={STORE_ID} />
    </QueryClientProvider>,
  );
  return {
    user: userEvent.setup(),
    name: () => screen.getByLabelText(/^Product name/) as HTMLInputElement,
    price: () => screen.getByLabelText(/^Price/) as HTMLInputElement,
    stock: () => screen.getByLabelText(/^Stock quantity/) as HTMLInputElement,
    category: () => screen.getByLabelText(/^Category/) as HTMLSelectElement,
    submit: () => screen.getByRole('button', { name: 'Add Product' }),
  };
}

/** The message under a field, found through its aria-describedby, as a screen reader finds it. */
function errorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

const productPosts = () => sent.filter((request) => request.method === 'POST');

describe('the add-product form', () => {
  test('an empty form names every required field and sends nothing', async () => {
    const form = renderForm();
    await form.user.click(form.submit());
    await waitFor(() => expect(errorOf(form.name())).toBe('Product name is required'));
    expect(errorOf(form.price())).toBe(ui.priceRequired);
    expect(errorOf(form.stock())).toBe(ui.stockRequired);
    expect(errorOf(form.category())).toBeNull();
    expect(productPosts()).toEqual([]);
  });

  test.each([
    ['12.345', ui.priceTooManyDecimals],
    ['-5', ui.priceNegative],
  ])('a price of %s is refused: %s', async (typed, message) => {
    const form = renderForm();
    await form.user.type(form.price(), typed);
    await form.user.click(form.submit());
    await waitFor(() => expect(errorOf(form.price())).toBe(message));
    expect(productPosts()).toEqual([]);
  });

  test('a stock that is not a whole number is refused', async () => {
    const form = renderForm();
    await form.user.type(form.stock(), '2.5');
    await form.user.click(form.submit());
    await waitFor(() => expect(errorOf(form.stock())).toBe(ui.stockInvalid));
  });

  test('a name too long is refused with a message, not cut while typing', async () => {
    const form = renderForm();
    const long = 'x'.repeat(PRODUCT_NAME_MAX_LENGTH + 1);
    await form.user.click(form.name());
    await form.user.paste(long);
    expect(form.name().value).toBe(long);
    await form.user.click(form.submit());
    await waitFor(() =>
      expect(errorOf(form.name())).toBe(`Product name must be at most ${PRODUCT_NAME_MAX_LENGTH} characters`),
    );
  });

  test('a valid product is sent as multipart with the price in kobo, then the form empties', async () => {
    const form = renderForm();
    await form.user.type(form.name(), '  Ankara wrap  ');
    await form.user.type(form.price(), '1500.5');
    await form.user.type(form.stock(), '3');
    await waitFor(() => expect(form.category().disabled).toBe(false));
    await form.user.selectOptions(form.category(), CATEGORY_ID);
    await form.user.click(form.submit());
    await waitFor(() => expect(productPosts()).toHaveLength(1));
    expect(productPosts()[0]).toEqual({
      method: 'POST',
      path: `/api/stores/${STORE_ID}/products`,
      form: {
        name: ['Ankara wrap'],
        description: [''],
        priceKobo: ['150050'],
        stockQuantity: ['3'],
        categoryId: [CATEGORY_ID],
      },
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.stores.productAdded));
    await waitFor(() => expect(form.name().value).toBe(''));
    expect(form.price().value).toBe('');
  });

  test('no category chosen: the field is left out', async () => {
    const form = renderForm();
    await form.user.type(form.name(), 'Ankara wrap');
    await form.user.type(form.price(), '0');
    await form.user.type(form.stock(), '0');
    await form.user.click(form.submit());
    await waitFor(() => expect(productPosts()).toHaveLength(1));
    expect(productPosts()[0]!.form).not.toHaveProperty('categoryId');
    expect(productPosts()[0]!.form!.priceKobo).toEqual(['0']);
  });

  test("the server's field messages go under their fields, and the form keeps what was typed", async () => {
    productAnswer = {
      status: 400,
      body: {
        error: {
          code: 'invalid',
          message: 'Some fields are not valid',
          fields: { name: 'A product with this name exists in this store', images: 'Add at most 5 images' },
        },
      },
    };
    const form = renderForm();
    await form.user.type(form.name(), 'Ankara wrap');
    await form.user.type(form.price(), '1500');
    await form.user.type(form.stock(), '3');
    await form.user.click(form.submit());
    await waitFor(() => expect(errorOf(form.name())).toBe('A product with this name exists in this store'));
    expect(screen.getByText('Add at most 5 images')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(messages.stores.productAddFailed('Some fields are not valid'));
    expect(form.name().value).toBe('Ankara wrap');
  });
});
