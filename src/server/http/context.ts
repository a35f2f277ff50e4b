import type { Actor } from '../actor.ts';
import type { Deps } from '../deps.ts';
import type { Logger } from '../logger.ts';

export type AppEnv = {
  Variables: {
    deps: Deps;
    requestId: string;
    log: Logger;
    /** Set by loadSession: the signed-in user's profile, or null. */
    user: Actor | null;
  };
};
