import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentActor, requireUser } from '../http/guards.ts';
import { requireSellerOrEarner } from '../http/earnings-access.ts';
import { clientIp } from '../http/client-ip.ts';
import { validateJson } from '../http/validate.ts';
import { readUploadedFile } from '../http/read-upload.ts';
import { uploadBodyLimit } from '../http/body-limit.ts';
import { updateProfileInputSchema } from '../../shared/schemas/profile.ts';
import { messages } from '../../shared/messages.ts';
import { bankDetailsInputSchema } from '../../shared/schemas/bank-details.ts';
import { changeBankDetails } from '../workflows/change-bank-details/change-bank-details.ts';
import { readOwnProfile } from './read-own-profile.ts';
import { updateOwnAvatar } from './update-own-avatar.ts';
import { updateOwnProfile } from './update-own-profile.ts';

/**
 * /api/profile: the signed-in user's own profile; there is no way to name another's. Signed out,
 * an update is refused with "No user logged in" (docs/product.md#profile); the rest with the usual words.
 */
export const profileRoutes = new Hono<AppEnv>()
  .get('/', requireUser(), async (c) => c.json({ profile: await readOwnProfile(c.var.deps.db, currentActor(c)) }))
  .patch('/', requireUser(messages.auth.noUserLoggedIn), validateJson(updateProfileInputSchema), async (c) => {
    const profile = await updateOwnProfile(c.var.deps.db, c.req.valid('json'), currentActor(c));
    return c.json({ profile });
  })
  .post('/avatar', requireUser(), uploadBodyLimit, async (c) => {
    const image = await readUploadedFile(c);
    const profile = await updateOwnAvatar(c.var.deps.db, { image }, currentActor(c), c.var.deps.storage);
    return c.json({ profile });
  })
  // The bank account a seller's (or former seller's) cashouts are paid to; the password is asked for again.
  .put('/bank-details', requireSellerOrEarner(), validateJson(bankDetailsInputSchema), async (c) => {
    const input = { ...c.req.valid('json'), ip: clientIp(c) };
    return c.json({ profile: await changeBankDetails(c.var.deps, input, currentActor(c)) });
  });
