import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const get = (url: string) => server.agent().get(url);

describe('the plain slug form (name lower-cased, spaces as hyphens) answers 301 to the canonical slug', () => {
  it('/store/surulere-sports-&-toys → /store/surulere-sports-toys', async () => {
    const res = await get('/store/surulere-sports-&-toys');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/store/surulere-sports-toys');
  });

  it('/category/home-&-kitchen → /category/home-kitchen', async () => {
    const res = await get('/category/home-&-kitchen');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/category/home-kitchen');
  });

  it('an escaped, capitalised or accented name is sent to its slug, keeping the query string', async () => {
    const escaped = await get('/category/Home%20%26%20Kitchen?sort=price-asc');
    expect(escaped.status).toBe(301);
    expect(escaped.headers.get('location')).toBe('/category/home-kitchen?sort=price-asc');
    const accented = await get(`/store/${encodeURIComponent('Ọjà Ìbàdàn')}`);
    expect(accented.status).toBe(301);
    expect(accented.headers.get('location')).toBe('/store/oja-ibadan');
  });

  it('a canonical slug, /store/create and a name with no letters are not redirected', async () => {
    for (const url of ['/store/surulere-sports-toys', '/store/create', '/category/home-kitchen', '/store/&&']) {
      const res = await get(url);
      expect(res.status, url).not.toBe(301);
    }
  });
});

describe('a path with "//" is a 301 to its single-slash path', () => {
  it('GET //evil.example/product/<id> → /evil.example/product/<id>, never to another host', async () => {
    const id = '6f1c3a52-8b7e-4d7a-9a51-2d5d1c0e7f10';
    const res = await get(`//evil.example/product/${id}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/evil.example/product/${id}`);
  });

  it('runs of slashes anywhere become one, the query string kept', async () => {
    const res = await get('/store//ada///?sort=newest');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/store/ada/?sort=newest');
  });
});
