import type { Actor } from '../actor.ts';
import type { Deps } from '../deps.ts';
import type { Logger } from '../logger.ts';

export type AppEnv = {
  Variables: {
    deps: Deps;
    requestId: string;
    log: Logger;
    /** Set for every API request (auth/read-signed-in-actor.ts): the signed-in user's profile, or null. */
    user: Actor | null;
  };
};
