import { describe, expect, it } from 'vitest';
import { signInInputSchema, signUpInputSchema } from './auth.ts';
import { messages } from '../messages.ts';

describe('auth schemas', () => {
  it('trim and lowercase the e-mail', () => {
    const parsed = signUpInputSchema.parse({ fullName: 'Ada', email: '  ADA@Example.NG ', password: 'abcdef' });
    expect(parsed.email).toBe('ada@example.ng');
  });

  it('give the messages of src/shared/messages.ts', () => {
    const short = signUpInputSchema.safeParse({ fullName: 'Ada', email: 'ada@example.ng', password: '12345' });
    expect(short.error?.issues[0]?.message).toBe(messages.auth.passwordTooShort);
    const missing = signInInputSchema.safeParse({ email: '', password: '' });
    expect(missing.error?.issues.map((i) => i.message)).toEqual([
      messages.auth.emailAndPasswordRequired,
      messages.auth.emailAndPasswordRequired,
    ]);
  });
});
