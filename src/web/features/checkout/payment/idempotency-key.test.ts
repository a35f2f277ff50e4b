import { expect, test } from 'vitest';
import { AttemptKeys, newIdempotencyKey } from './idempotency-key.ts';
import { idempotencyKeySchema } from '../../../../shared/schemas/checkout.ts';

test('A key is what the server accepts, and a fresh one each time', () => {
  const a = newIdempotencyKey();
  expect(idempotencyKeySchema.parse(a)).toBe(a);
  expect(newIdempotencyKey()).not.toBe(a);
});

test('The same request sent again keeps its key until the server has answered', () => {
  const keys = new AttemptKeys();
  const first = keys.keyFor('{"items":1}');
  expect(keys.keyFor('{"items":1}')).toBe(first); // retried after a lost answer
  const changed = keys.keyFor('{"items":2}'); // the shopper changed something: a new attempt
  expect(changed).not.toBe(first);
  keys.settled();
  expect(keys.keyFor('{"items":2}')).not.toBe(changed); // answered: the next press is new
});
