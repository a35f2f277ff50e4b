import type { Role } from '../shared/constants.ts';

/** Who is calling: the signed-in user's profile, loaded fresh on every request. */
export type Actor = {
  id: string;
  email: string;
  fullName: string;
  role: Role;
};
