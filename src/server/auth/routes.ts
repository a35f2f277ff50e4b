import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { validateJson } from '../http/validate.ts';
import { clientIp } from '../http/client-ip.ts';
import { forwardSetCookies } from '../http/forward-cookies.ts';
import {
  requestResetInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  signUpInputSchema,
} from '../../shared/schemas/auth.ts';
import { requestPasswordReset, resetPassword, signIn, signOut, signUp } from './service.ts';

export const authRoutes = new Hono<AppEnv>()
  .get('/session', (c) => c.json({ user: c.var.user }))
  .post('/sign-up', validateJson(signUpInputSchema), async (c) => {
    const result = await signUp(c.var.deps, c.req.valid('json'), clientIp(c));
    return c.json(result, 201);
  })
  .post('/sign-in', validateJson(signInInputSchema), async (c) => {
    const cookies = await signIn(c.var.deps, c.req.valid('json'), clientIp(c), c.req.header('user-agent'));
    forwardSetCookies(c, cookies);
    return c.json({ ok: true });
  })
  .post('/sign-out', async (c) => {
    const cookies = await signOut(c.var.deps, c.req.raw.headers);
    forwardSetCookies(c, cookies);
    return c.json({ ok: true });
  })
  .post('/request-reset', validateJson(requestResetInputSchema), async (c) => {
    return c.json(await requestPasswordReset(c.var.deps, c.req.valid('json'), clientIp(c)));
  })
  .post('/reset-password', validateJson(resetPasswordInputSchema), async (c) => {
    return c.json(await resetPassword(c.var.deps, c.req.valid('json')));
  });
