import { useState } from 'react';
import { AUDIT_KINDS, AUDIT_KIND_LABELS, type AuditKind } from '../../../../shared/audit.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { activityCsvHref, useActivity, type ActivityPage } from '../api/list-activity.ts';
import { activityChanges } from '../activity-change.ts';

// Below the md breakpoint each row becomes a card; data-label names the cell there (as in the stores tab).
const cell =
  'block px-4 py-1.5 md:table-cell md:py-3 md:align-top before:mr-2 before:font-medium before:text-stone-500 before:content-[attr(data-label)] md:before:content-none';

type Event = ActivityPage['events'][number];

/**
 * Activity (docs/product.md#activity-audit-trail): every admin and money action, newest first —
 * who, what, which record, before → after, when and from which address — filtered by person and
 * kind, and the same filter as CSV. Read-only: nothing here changes a row.
 */
export function AdminActivityTab() {
  const [actorId, setActorId] = useState('');
  const [kind, setKind] = useState<AuditKind | ''>('');
  const [page, setPage] = useState(1);
  const filter = { actorId: actorId || undefined, kind: kind || undefined };
  const activity = useActivity({ ...filter, page });

  if (activity.isPending) return <PageLoading label="Loading activity…" />;
  if (activity.isError) return <FormAlert tone="error">{activity.error.message}</FormAlert>;
  const { events, total, limit, actors } = activity.data;
  const pages = Math.max(1, Math.ceil(total / limit));

  return (
    <section aria-labelledby="activity-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="activity-heading" className="text-lg font-semibold text-stone-900">
          Activity <span className="font-normal text-stone-600">({total})</span>
        </h2>
        {/* A plain link: the browser downloads the file with the session cookie. */}
        <a
          href={activityCsvHref(filter)}
          download
          className="inline-flex h-11 shrink-0 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 md:h-9"
        >
          Export CSV
        </a>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label="Person"
          value={actorId}
          onChange={(e) => {
            setActorId(e.target.value);
            setPage(1);
          }}
        >
          <option value="">Everyone</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name ? `${actor.name} (${actor.email})` : actor.email}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Kind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as AuditKind | '');
            setPage(1);
          }}
        >
          <option value="">All kinds</option>
          {AUDIT_KINDS.map((k) => (
            <option key={k} value={k}>
              {AUDIT_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
      </div>
      {events.length === 0 ? (
        <EmptyState title="No activity matches these filters" />
      ) : (
        <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
          <table className="block w-full text-sm md:table">
            <caption className="sr-only">Admin and money actions, newest first</caption>
            <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 md:table-header-group">
              <tr>
                {['When', 'Person', 'Action', 'Record', 'Change', 'IP'].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block divide-y divide-stone-200 md:table-row-group">
              {events.map((event) => (
                <ActivityRow key={event.id} event={event} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label="Activity pages" className="flex items-center justify-between gap-3 text-sm text-stone-600">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

function ActivityRow({ event }: { event: Event }) {
  const changes = activityChanges(event.before, event.after);
  return (
    <tr className="block py-3 md:table-row md:py-0" data-testid="activity-row">
      <td data-label="When" className={`${cell} whitespace-nowrap tabular-nums`}>
        <time dateTime={event.createdAt}>{formatDate(event.createdAt, { length: 'dateTime' })}</time>
      </td>
      <td data-label="Person" className={cell}>
        <span className="md:block">{event.actorName || event.actorEmail}</span>{' '}
        <span className="break-all text-stone-600 md:block">{event.actorEmail}</span>
      </td>
      <td data-label="Action" className={`${cell} font-medium text-stone-900`}>
        {AUDIT_KIND_LABELS[event.kind]}
      </td>
      <td data-label="Record" className={cell}>
        <span className="text-stone-600">{event.subjectType.replaceAll('_', ' ')}</span>{' '}
        <span className="break-all font-mono text-xs">{event.subjectId}</span>
      </td>
      <td data-label="Change" className={cell}>
        {changes.length === 0 ? (
          <span className="text-stone-500">—</span>
        ) : (
          <ul className="mt-1 grid gap-0.5 md:mt-0">
            {changes.map((change) => (
              <li key={change.field} className="break-words">
                <span className="text-stone-600">{change.field}:</span> {change.before}{' '}
                <span aria-hidden="true">→</span>
                <span className="sr-only">changed to</span> {change.after}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td data-label="IP" className={`${cell} tabular-nums text-stone-600`}>
        {event.ip}
      </td>
    </tr>
  );
}
