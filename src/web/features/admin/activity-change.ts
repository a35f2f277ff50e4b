import { formatNaira } from '../../../shared/money.ts';

/** One field an action changed, as people read it: "Percent bp: 10% → 12.5%". */
export type ActivityChange = { field: string; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "percentBp" → "Percent", "capKobo" → "Cap", "holdDays" → "Hold days". */
function fieldLabel(key: string): string {
  const words = key
    .replace(/(Kobo|Bp)$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as text: kobo in naira, basis points as a percentage, nothing as a dash. */
function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && key.endsWith('Kobo')) return formatNaira(value);
  if (typeof value === 'number' && key.endsWith('Bp')) return `${value / 100}%`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * What a row of the audit trail changed, field by field (the fields that differ; every field of
 * a record created or removed). A before or after that is not an object is one "Value" line.
 */
export function activityChanges(before: unknown, after: unknown): ActivityChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [{ field: 'Value', before: valueText('', before), after: valueText('', after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return (
    keys
      // A field missing on one side is nothing there, as null is.
      .filter((key) => JSON.stringify(from[key] ?? null) !== JSON.stringify(to[key] ?? null))
      .map((key) => ({ field: fieldLabel(key), before: valueText(key, from[key]), after: valueText(key, to[key]) }))
  );
}
