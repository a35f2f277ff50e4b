import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { currentUser, requireUser } from '../http/guards.ts';
import { validateJson } from '../http/validate.ts';
import { readUploadedFile } from '../http/read-upload.ts';
import { uploadBodyLimit } from '../http/body-limit.ts';
import { updateProfileInputSchema } from '../../shared/schemas/profile.ts';
import { getOwnProfile, updateOwnAvatar, updateOwnProfile } from './service.ts';

export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json({ profile: await getOwnProfile(c.var.deps.db, currentUser(c).id) }))
  .patch('/', validateJson(updateProfileInputSchema), async (c) => {
    const profile = await updateOwnProfile(c.var.deps.db, currentUser(c).id, c.req.valid('json'));
    return c.json({ profile });
  })
  .post('/avatar', uploadBodyLimit, async (c) => {
    const bytes = await readUploadedFile(c);
    const profile = await updateOwnAvatar(c.var.deps.db, c.var.deps.storage, currentUser(c).id, bytes);
    return c.json({ profile });
  });
