import { describe, expect, it } from 'vitest';
import { headerReturnPath } from './header-return-path.ts';

const at = (pathname: string, state: unknown = null, search = '') => ({ pathname, search, state });

describe("the header's Sign In and Get Started", () => {
  it('hand on the way back that the sign-in page is carrying', () => {
    expect(headerReturnPath(at('/signin', { from: '/checkout' }))).toBe('/checkout');
  });

  it('hand on the way back that the sign-up page is carrying', () => {
    expect(headerReturnPath(at('/signup', { from: '/checkout', email: 'a@b.ng' }))).toBe('/checkout');
  });

  it('hand on no way back from a sign-in page that carries none', () => {
    expect(headerReturnPath(at('/signin'))).toBeUndefined();
  });

  it('never hand on a way back to another site', () => {
    expect(headerReturnPath(at('/signin', { from: '//evil.example' }))).toBeUndefined();
  });

  it('lead from the cart to the checkout', () => {
    expect(headerReturnPath(at('/cart'))).toBe('/checkout');
  });

  it('lead back to the page the person was on, with its query', () => {
    expect(headerReturnPath(at('/search', null, '?q=aso%20oke'))).toBe('/search?q=aso%20oke');
  });

  it('lead home from home without saying so', () => {
    expect(headerReturnPath(at('/'))).toBeUndefined();
  });
});
