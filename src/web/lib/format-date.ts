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
  /**
   * "4 Mar 2025, 2:05 pm": when an event happened, such as an order's tracking entry. On a 12-hour
   * clock with am/pm, as shoppers in Nigeria read a time ("14:05" and "0:30" read as odd to them).
   */
  dateTime: new Intl.DateTimeFormat('en-NG', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone,
  }),
};

/**
 * The parts joined by hand: browsers' and Node's ICU differ on the day period's case ("PM", "pm")
 * and the space before it (some use a narrow no-break space), and a page rendered on the server
 * must read the same once the browser takes it over.
 */
function dateTimeText(date: Date): string {
  const parts = formats.dateTime.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const period = part('dayPeriod').toLowerCase().replace(/\./g, '');
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${period}`;
}

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
  if (Number.isNaN(date.getTime())) return unreadable;
  return length === 'dateTime' ? dateTimeText(date) : formats[length].format(date);
}
