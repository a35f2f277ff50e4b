import { createHash, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '../auth/better-auth.ts';

/**
 * Tests create hundreds of accounts; the real hash (scrypt) is slow on purpose and would dominate
 * the suite. A salted SHA-256 keeps passwords checked for real, just cheaply. Never used outside tests.
 */
export const fastPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = Math.random().toString(36).slice(2, 10);
    return `${salt}:${createHash('sha256').update(`${salt}:${password}`).digest('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, digest] = hash.split(':');
    if (!salt || !digest) return false;
    const actual = createHash('sha256').update(`${salt}:${password}`).digest();
    return timingSafeEqual(actual, Buffer.from(digest, 'hex'));
  },
};
