import { z } from 'zod';
import { AUDIT_KINDS, AUDIT_PAGE_SIZE } from '../audit.ts';

/** GET /api/admin/activity(.csv): filter by who acted and what kind; newest first, paged. */
export const auditListQuerySchema = z.object({
  actorId: z.uuid('Person must be a user id').optional(),
  kind: z.enum(AUDIT_KINDS, { error: 'Choose a kind of activity from the list' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** One row of the trail as the API answers it. */
export type AuditEventRow = {
  id: string;
  actorId: string | null;
  actorEmail: string;
  actorName: string;
  kind: (typeof AUDIT_KINDS)[number];
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
  ip: string;
  createdAt: string;
};
