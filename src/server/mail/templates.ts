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
