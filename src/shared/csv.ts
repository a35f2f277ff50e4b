import { nairaDecimal } from './money.ts';

/**
 * A cell as a spreadsheet reads it: quoted when needed, and never a formula (=, +, -, @ lead) —
 * except a plain negative amount ("-400.00"), which is a number to the spreadsheet, not a formula.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Kobo as naira with two decimals, the way the exports write money. */
export const csvNaira = nairaDecimal;

/** Rows of cells as CSV text, a header first, each line ended by CRLF. */
export const csvText = (header: readonly string[], rows: (string | number)[][]) =>
  [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
