import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Oja password',
    text: `Someone asked to reset the password of your Oja account.\n\nSet a new password here (the link works for one hour):\n${link}\n\nIf it was not you, ignore this e-mail; your password stays the same.\n`,
    html: `<p>Someone asked to reset the password of your Oja account.</p><p><a href="${escapeHtml(link)}">Set a new password</a> (the link works for one hour).</p><p>If it was not you, ignore this e-mail; your password stays the same.</p>`,
  };
}

// Cashouts (issue 9): the vendor hears of each decision on their cashout request.
export function cashoutDecisionMail(
  to: string,
  input: { name: string; amount: string; approved: boolean; notes: string; link: string },
): MailMessage {
  const subject = input.approved
    ? `Your cashout of ${input.amount} is on its way`
    : `Your cashout of ${input.amount} was declined`;
  const body = input.approved
    ? `Your cashout request of ${input.amount} was approved and processed. The amount has left your Oja balance and is being paid to your bank account.`
    : `Your cashout request of ${input.amount} was rejected. The amount stays in your Oja balance, and you may ask again.`;
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  return {
    to,
    subject,
    text: `${greeting}\n\n${body}\n\nNote: ${input.notes}\n\nSee your earnings: ${input.link}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>Note: ${escapeHtml(input.notes)}</p><p><a href="${escapeHtml(input.link)}">See your earnings</a></p>`,
  };
}
