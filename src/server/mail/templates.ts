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

// --- Vendor applications (issue 9, vendor requests) ---

/** The applicant hears the admin's decision; rejected ones read the notes and may apply again. */
export function vendorDecisionMail(
  to: string,
  input: { fullName: string; approved: boolean; notes: string; publicUrl: string },
): MailMessage {
  const hello = input.fullName ? `Hello ${input.fullName},` : 'Hello,';
  if (input.approved) {
    const link = `${input.publicUrl}/store/create`;
    return {
      to,
      subject: 'You are now a vendor on Oja',
      text: `${hello}\n\nYour request to sell on Oja was approved. Create your store to start selling:\n${link}\n`,
      html: `<p>${escapeHtml(hello)}</p><p>Your request to sell on Oja was approved.</p><p><a href="${escapeHtml(link)}">Create your store</a> to start selling.</p>`,
    };
  }
  const link = `${input.publicUrl}/upgrade-vendor`;
  return {
    to,
    subject: 'Your Oja vendor request',
    text: `${hello}\n\nYour request to sell on Oja was not approved.\n\nNotes from the admin: ${input.notes}\n\nYou can correct your details and apply again:\n${link}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>Your request to sell on Oja was not approved.</p><p>Notes from the admin: ${escapeHtml(input.notes)}</p><p>You can <a href="${escapeHtml(link)}">correct your details and apply again</a>.</p>`,
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

// --- Orders (issue 9): what each tracking entry tells the customer, and a paid order the vendor ---

type OrderFacts = {
  name: string;
  trackingNumber: string;
  storeName: string;
  total: string;
  items: string[];
  status: string;
  notes: string;
  location: string | null;
  link: string;
};

/** The subject line a shopper sees first on a phone: what happened, and to which order. */
function orderSubject(facts: OrderFacts): string {
  switch (facts.status) {
    case 'Order Placed':
      return `We received your order ${facts.trackingNumber}`;
    case 'Payment received':
      return `Payment confirmed for order ${facts.trackingNumber}`;
    case 'shipped':
      return `Your order ${facts.trackingNumber} has shipped`;
    case 'delivered':
      return `Your order ${facts.trackingNumber} was delivered`;
    case 'cancelled':
      return `Your order ${facts.trackingNumber} was cancelled`;
    default:
      return `Your order ${facts.trackingNumber} is now ${facts.status}`;
  }
}

export function orderUpdateMail(to: string, facts: OrderFacts): MailMessage {
  const hello = facts.name ? `Hello ${facts.name},` : 'Hello,';
  const lines = [
    `${orderSubject(facts)}.`,
    facts.notes,
    ...(facts.location ? [`Location: ${facts.location}`] : []),
    `Tracking number: ${facts.trackingNumber}`,
    `Store: ${facts.storeName}`,
    `Items: ${facts.items.join(', ')}`,
    `Total: ${facts.total}`,
  ];
  return {
    to,
    subject: orderSubject(facts),
    text: `${hello}\n\n${lines.join('\n')}\n\nTrack your orders: ${facts.link}\n`,
    html:
      `<p>${escapeHtml(hello)}</p>` +
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(facts.link)}">Track your orders</a></p>`,
  };
}

export function vendorPaidOrderMail(to: string, facts: OrderFacts & { shipTo: string }): MailMessage {
  const hello = facts.name ? `Hello ${facts.name},` : 'Hello,';
  const subject = `New paid order ${facts.trackingNumber} for ${facts.storeName}`;
  const lines = [
    `A customer has paid for order ${facts.trackingNumber}.`,
    `Items: ${facts.items.join(', ')}`,
    `Total: ${facts.total}`,
    `Ship to: ${facts.shipTo}`,
  ];
  return {
    to,
    subject,
    text: `${hello}\n\n${lines.join('\n')}\n\nAccept it on your dashboard: ${facts.link}\n`,
    html:
      `<p>${escapeHtml(hello)}</p>` +
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(facts.link)}">Accept it on your dashboard</a></p>`,
  };
}

// --- Bank details (issue 17): the owner hears of every change to where their cashouts are paid ---

export function bankDetailsChangedMail(
  to: string,
  input: {
    name: string;
    bankName: string;
    accountEnding: string;
    accountName: string;
    changedAt: string;
    resetLink: string;
    earningsLink: string;
  },
): MailMessage {
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  const when = new Date(input.changedAt).toLocaleString('en-NG', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Lagos',
  });
  const account = `${input.bankName}, account ending ${input.accountEnding} (${input.accountName})`;
  const changed = `The bank account your Oja cashouts are paid to was changed on ${when} (Lagos time). From now on they go to: ${account}.`;
  const ifNot =
    'If you made this change, there is nothing to do. If you did not, reset your password now (that signs out every session) and tell Oja support, so that no cashout is paid to that account:';
  return {
    to,
    subject: 'The bank account for your Oja cashouts was changed',
    text: `${greeting}\n\n${changed}\n\n${ifNot}\n${input.resetLink}\n\nSee your earnings: ${input.earningsLink}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(changed)}</p><p>${escapeHtml(ifNot)} <a href="${escapeHtml(input.resetLink)}">reset your password</a>.</p><p><a href="${escapeHtml(input.earningsLink)}">See your earnings</a></p>`,
  };
}
