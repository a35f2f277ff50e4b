/**
 * Dates are told in Nigerian time (West Africa Time), whatever the clock of the server or the
 * browser: a page rendered on the server then says the same as the browser that hydrates it (a
 * review written at 23:30 is not "5 Mar" on one and "6 Mar" on the other), and a shopper abroad
 * sees the dates their Nigerian seller sees.
 */
const timeZone = 'Africa/Lagos';

const formats = {
  /** "4 Mar 2025": lists and reviews. */
  short: new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone }),
  /** "4 March 2025": a date that stands on its own, such as "Member since". */
  long: new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeZone }),
  /** "4 Mar 2025, 14:05": when an event happened, such as an order's tracking entry. */
  dateTime: new Intl.DateTimeFormat('en-NG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }),
};

export type DateLength = keyof typeof formats;

/**
 * A date from the API (ISO text) as people in Nigeria write it. A date that cannot be read shows
 * `unreadable` instead: a dash in a table cell, nothing where a sentence would read oddly with one.
 */
export function formatDate(
  iso: string,
  { length = 'short', unreadable = '—' }: { length?: DateLength; unreadable?: string } = {},
): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? unreadable : formats[length].format(date);
}
