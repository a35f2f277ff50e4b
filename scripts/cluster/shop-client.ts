import { randomUUID } from 'node:crypto';

/**
 * The cluster test's shoppers, vendors and admin: plain HTTP against the balancer or one node, as a
 * browser would (one session cookie), each from its own made-up address (the nodes trust
 * X-Forwarded-For, so sign-in limits count it as a shopper's own).
 */
export class ShopClient {
  cookie = '';

  constructor(
    readonly baseUrl: string,
    readonly ip: string,
  ) {}

  /** The same session, sent somewhere else (one node instead of the balancer). */
  at(baseUrl: string): ShopClient {
    const other = new ShopClient(baseUrl, this.ip);
    other.cookie = this.cookie;
    return other;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const form = body instanceof FormData;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    const session = response.headers.getSetCookie().find((c) => c.includes('session_token'));
    if (session) this.cookie = session.split(';')[0]!;
    return response;
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body, headers);
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body);
}

/** The body of a response whose status must be `status`; the error names what came instead. */
export async function expectStatus<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

let lastIp = 0;
/** A made-up client address of its own for each shopper. */
export const nextIp = () => `10.77.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

export type Account = { email: string; password: string; fullName: string };

/** A fresh customer, signed up (not signed in). */
export async function signUp(baseUrl: string, fullName = 'Cluster Shopper'): Promise<Account> {
  const account = { fullName, email: `shopper-${randomUUID().slice(0, 8)}@example.ng`, password: `pw-${randomUUID()}` };
  await expectStatus(await new ShopClient(baseUrl, nextIp()).post('/api/auth/sign-up', account), 201);
  return account;
}

export async function signIn(baseUrl: string, account: { email: string; password: string }): Promise<ShopClient> {
  const client = new ShopClient(baseUrl, nextIp());
  await expectStatus(await client.post('/api/auth/sign-in', { email: account.email, password: account.password }), 200);
  return client;
}

export async function userIdOf(client: ShopClient): Promise<string> {
  return (await expectStatus<{ user: { id: string } }>(await client.get('/api/auth/session'), 200)).user.id;
}

/** A customer the admin promotes to vendor, signed in, with one store and one product of `stock` units. */
export async function vendorWithProduct(admin: ShopClient, stock: number) {
  const account = await signUp(admin.baseUrl, 'Cluster Vendor');
  const vendor = await signIn(admin.baseUrl, account);
  await expectStatus(await admin.patch(`/api/admin/users/${await userIdOf(vendor)}/role`, { role: 'vendor' }), 200);
  const storeForm = new FormData();
  storeForm.append('name', `Cluster Store ${randomUUID().slice(0, 6)}`);
  const { store } = await expectStatus<{ store: { id: string } }>(await vendor.post('/api/stores', storeForm), 201);
  const product = await addProduct(vendor, store.id, stock);
  return { vendor, store, product };
}

export async function addProduct(vendor: ShopClient, storeId: string, stock: number) {
  const form = new FormData();
  form.append('name', `Cluster Kettle ${randomUUID().slice(0, 6)}`);
  form.append('priceKobo', '1250000');
  form.append('stockQuantity', String(stock));
  const { product } = await expectStatus<{ product: { id: string } }>(
    await vendor.post(`/api/stores/${storeId}/products`, form),
    201,
  );
  return product;
}

export const shippingAddress = {
  fullName: 'Cluster Shopper',
  phone: '+2348012345678',
  address: '12 Broad Street',
  city: 'Ikeja',
  state: 'Lagos',
};

export type PlacedCheckout = { reference: string; orders: { id: string }[]; next: { kind: string } };

/** POST /api/checkout: the raw response, for callers that judge it themselves. */
export function checkout(
  shopper: ShopClient,
  productId: string,
  paymentMethod: 'paystack' | 'whatsapp',
  idempotencyKey: string = randomUUID(),
) {
  return shopper.post(
    '/api/checkout',
    { items: [{ productId, quantity: 1 }], shippingAddress, paymentMethod },
    { 'idempotency-key': idempotencyKey },
  );
}

/** A card checkout paid in the sandbox: pay, then verify, as the sandbox popup does. */
export async function placePaidOrder(shopper: ShopClient, productId: string): Promise<PlacedCheckout> {
  const placed = await expectStatus<PlacedCheckout>(await checkout(shopper, productId, 'paystack'), 201);
  const pay = await shopper.post(`/api/payments/sandbox/${placed.reference}/pay`, {});
  const { transactionId } = await expectStatus<{ transactionId: string }>(pay, 200);
  const verify = await shopper.post(`/api/payments/${placed.reference}/verify`, { transactionId });
  const { status } = await expectStatus<{ status: string }>(verify, 200);
  if (status !== 'completed') throw new Error(`the sandbox payment is ${status}`);
  return placed;
}

/** Reads server-sent events from a live response. */
export function eventReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(timeoutMs = 10_000): Promise<{ event: string; data: string }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) continue;
          return {
            event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
            data: /^data: (.*)$/m.exec(block)?.[1] ?? '',
          };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no event in time')), left))),
        ]).finally(() => clearTimeout(timer));
        if (chunk.done) throw new Error('stream ended');
        buffer += chunk.value;
      }
    },
    close: () => reader.cancel(),
  };
}
