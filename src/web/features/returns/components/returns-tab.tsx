import { useState } from 'react';
import { SegmentedChoice } from '../../../components/ui/segmented-choice.tsx';
import type { ReturnsAudience, ReturnsView } from '../api/return-keys.ts';
import { returnsUi } from '../messages.ts';
import { ReturnsList } from './returns-list.tsx';

const VIEWS: readonly { value: ReturnsView; label: string }[] = [
  { value: 'open', label: returnsUi.views.open },
  { value: 'decided', label: returnsUi.views.decided },
];

/**
 * The Returns tab of the vendor's and the admin's dashboards (docs/product.md#returns): the
 * requests waiting for them (open), or the history of decided ones — declined, escalated, accepted
 * and refunded, received back — newest decision first, a page at a time.
 */
export function ReturnsTab({ audience }: { audience: ReturnsAudience }) {
  const [view, setView] = useState<ReturnsView>('open');
  return (
    <section aria-labelledby={`${audience}-returns-tab-heading`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${audience}-returns-tab-heading`} className="text-lg font-semibold text-stone-900">
          {returnsUi.tabHeading}
        </h2>
        <SegmentedChoice
          legend={returnsUi.showLegend}
          name={`${audience}-returns-view`}
          options={VIEWS}
          value={view}
          onChange={setView}
        />
      </div>
      <p className="text-sm text-stone-600">{returnsUi.help[audience][view]}</p>
      <ReturnsList audience={audience} view={view} />
    </section>
  );
}
