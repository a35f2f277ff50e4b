import { expect, test } from 'vitest';
import { accessRules, decideAccess, safeReturnPath } from './decide-access.ts';
import { messages } from '../../../shared/messages.ts';

const customer = { role: 'customer' } as const;
const vendor = { role: 'vendor' } as const;
const admin = { role: 'admin' } as const;

test('Signed-out visitors of any protected route are sent to sign in, remembering where they were going', () => {
  for (const rule of [
    accessRules.signedIn,
    accessRules.vendorOrAdmin,
    accessRules.admin,
    accessRules.storeCreator,
    accessRules.customerOnly,
  ]) {
    expect(decideAccess(rule, null)).toEqual({ kind: 'redirect', to: '/signin', keepReturnPath: true });
  }
});

test('Signed-in people leave the sign-in pages for home, or for the page they asked for first', () => {
  expect(decideAccess(accessRules.signedOutOnly, customer)).toEqual({ kind: 'redirect', to: '/' });
  expect(decideAccess(accessRules.signedOutOnly, customer, '/profile')).toEqual({ kind: 'redirect', to: '/profile' });
  expect(decideAccess(accessRules.signedOutOnly, null)).toEqual({ kind: 'allow' });
});

test.each([
  ['admin', customer, { kind: 'redirect', to: '/', message: messages.access.adminRequired }],
  ['admin', vendor, { kind: 'redirect', to: '/', message: messages.access.adminRequired }],
  ['admin', admin, { kind: 'allow' }],
  ['vendorOrAdmin', customer, { kind: 'redirect', to: '/', message: messages.access.vendorRequired }],
  ['vendorOrAdmin', vendor, { kind: 'allow' }],
  ['vendorOrAdmin', admin, { kind: 'allow' }],
  [
    'storeCreator',
    customer,
    { kind: 'redirect', to: '/upgrade-vendor', message: messages.access.vendorAccountToCreateStore },
  ],
  ['storeCreator', vendor, { kind: 'allow' }],
  ['customerOnly', customer, { kind: 'allow' }],
  ['customerOnly', vendor, { kind: 'redirect', to: '/dashboard' }],
  ['customerOnly', admin, { kind: 'redirect', to: '/dashboard' }],
] as const)('%s rule for a %o', (ruleName, user, expected) => {
  expect(decideAccess(accessRules[ruleName], user)).toEqual(expected);
});

test('Only same-site paths are accepted as the place to return to', () => {
  expect(safeReturnPath('/admin/users?tab=all')).toBe('/admin/users?tab=all');
  expect(safeReturnPath('//evil.example')).toBeUndefined();
  expect(safeReturnPath('/\\evil.example')).toBeUndefined();
  expect(safeReturnPath('https://evil.example')).toBeUndefined();
  expect(safeReturnPath(undefined)).toBeUndefined();
});
