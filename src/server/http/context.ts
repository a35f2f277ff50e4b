import type { Deps } from '../deps.ts';
import type { Logger } from '../logger.ts';
import type { Role } from '../../shared/constants.ts';

export type SessionUser = {
  id: string;
  email: string;
  fullName: string;
  role: Role;
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    requestId: string;
    log: Logger;
    /** Set by loadSession: the signed-in user's profile, or null. */
    user: SessionUser | null;
  };
};
