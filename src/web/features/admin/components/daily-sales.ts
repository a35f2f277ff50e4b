/**
 * One Africa/Lagos day of the admin overview: completed revenue and orders, and the commission
 * earned that day and from how many orders (docs/product.md#commission).
 */
export type DailySales = {
  day: string;
  revenueKobo: number;
  orders: number;
  commissionKobo: number;
  commissionOrders: number;
};

const shortDay = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-NG', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "22 Nov" for a 'YYYY-MM-DD' day (read at noon UTC so no zone moves it). */
export const dayLabel = (day: string) => shortDay.format(new Date(`${day}T12:00:00Z`));
/** "Sun, 22 November". */
export const dayLabelLong = (day: string) => longDay.format(new Date(`${day}T12:00:00Z`));

/** Shared by the lazy chart and its legend (inline styles: no new rules in the shared stylesheet). */
export const CHART_HEIGHT = 240;
export const REVENUE_COLOUR = '#059669';
export const ORDERS_COLOUR = '#b45309';
export const COMMISSION_COLOUR = '#0369a1';
