import type { ReturnsQuery } from '../../../../shared/schemas/returns.ts';

/** Who is looking at return requests: a store's owner, or an admin (escalated and every decided one). */
export type ReturnsAudience = 'vendor' | 'admin';
export type ReturnsView = ReturnsQuery['view'];

/** Query keys of the returns lists; a decision refreshes them all. */
export const returnKeys = {
  all: ['returns'] as const,
  list: (audience: ReturnsAudience, view: ReturnsView) => ['returns', audience, view] as const,
  escalatedCount: ['returns', 'admin', 'escalated-count'] as const,
};
