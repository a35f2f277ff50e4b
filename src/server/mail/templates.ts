import type { MailMessage } from './mailer.ts';
import type { PaymentMethod, PaymentStatus } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';

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

// --- Vendor applications ---

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

// Cashouts: the vendor hears of each decision on their cashout request.
export function cashoutDecisionMail(
  to: string,
  input: { name: string; amount: string; approved: boolean; notes: string; link: string },
): MailMessage {
  const subject = input.approved
    ? `Your cashout of ${input.amount} is on its way`
    : `Your cashout of ${input.amount} was declined`;
  const body = input.approved
    ? `Your cashout request of ${input.amount} was approved and processed. The amount has left your Oja balance and a bank transfer to your account is on its way; we will e-mail you when it arrives.`
    : `Your cashout request of ${input.amount} was rejected. The amount stays in your Oja balance, and you may ask again.`;
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  return {
    to,
    subject,
    text: `${greeting}\n\n${body}\n\nNote: ${input.notes}\n\nSee your earnings: ${input.link}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>Note: ${escapeHtml(input.notes)}</p><p><a href="${escapeHtml(input.link)}">See your earnings</a></p>`,
  };
}

// Cashouts: the bank transfer of an approved cashout arrived, or failed and the money came back (decision 0018).
export function cashoutTransferMail(
  to: string,
  input: { name: string; amount: string; paid: boolean; account: string; reason: string; link: string },
): MailMessage {
  const subject = input.paid
    ? `Your cashout of ${input.amount} has been paid`
    : `Your cashout of ${input.amount} could not be paid`;
  const body = input.paid
    ? `Your cashout has been paid: the bank transfer of ${input.amount} to ${input.account} was completed. It may take a few minutes to show in your bank app.`
    : `Your cashout could not be paid: the bank transfer of ${input.amount} to ${input.account} failed (${input.reason}). The amount is back in your Oja balance. Check your bank details, then ask for a cashout again.`;
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  return {
    to,
    subject,
    text: `${greeting}\n\n${body}\n\nSee your earnings: ${input.link}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(input.link)}">See your earnings</a></p>`,
  };
}

// --- Orders: what each tracking entry tells the customer, and a new order the vendor ---

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
  /** How the order is paid and where its payment stands when the mail is written. */
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** The coupon's line ("Coupon SAVE10: −₦500.00"), when the order was placed with one (docs/product.md#coupons). */
  coupon?: string | null;
};

const awaitingPayment = (facts: OrderFacts) =>
  facts.status === messages.tracking.orderPlaced && facts.paymentStatus === 'pending';
const refundOwed = (facts: OrderFacts) =>
  facts.status === 'cancelled' && (facts.paymentStatus === 'refund_pending' || facts.paymentStatus === 'refunded');
const byWhatsApp = (facts: OrderFacts) => facts.paymentMethod === 'whatsapp';

/** The subject line a shopper sees first on a phone: what happened, and to which order. */
function orderSubject(facts: OrderFacts): string {
  const order = facts.trackingNumber;
  switch (facts.status) {
    case messages.tracking.orderPlaced:
      // Mail says what happened: an order placed without money yet is awaiting payment.
      if (awaitingPayment(facts)) {
        return byWhatsApp(facts)
          ? `Your order ${order} is awaiting payment via WhatsApp`
          : `Your order ${order} is awaiting payment`;
      }
      return `We received your order ${order}`;
    case messages.tracking.paymentReceived:
      return `Payment confirmed for order ${order}`;
    case 'shipped':
      return `Your order ${order} has shipped`;
    case 'delivered':
      return `Your order ${order} was delivered`;
    case 'cancelled':
      return refundOwed(facts)
        ? `Your order ${order} was cancelled; a refund of ${facts.total} is on its way`
        : `Your order ${order} was cancelled`;
    case messages.tracking.refunded:
      return `Your order ${order} was cancelled and refunded ${facts.total}`;
    default:
      return `Your order ${order} is now ${facts.status}`;
  }
}

/**
 * What the tracking entry means for the customer's money, in place of (or after) its notes: the
 * placed order's "being processed" is not said of an order nobody has paid for yet, and a cancelled paid
 * order says whether its refund is on its way or done, and who pays it.
 */
function orderExplanation(facts: OrderFacts): string[] {
  if (awaitingPayment(facts)) {
    return byWhatsApp(facts)
      ? [
          'We have not received your payment yet. Complete it on WhatsApp; your order is confirmed once Oja receives the money.',
        ]
      : [
          'We have not received your payment yet. Your items are held while you pay; if the payment is not completed in time, the order is cancelled and nothing is charged.',
        ];
  }
  if (facts.status === messages.tracking.refunded) {
    return byWhatsApp(facts)
      ? [`Oja has paid your refund of ${facts.total} back to you directly.`]
      : [
          `The payment provider has processed your refund of ${facts.total}. Your bank may take a few working days to show it.`,
        ];
  }
  if (facts.status === messages.tracking.orderPlaced && facts.paymentStatus === 'on_delivery') {
    return [facts.notes, `Have ${facts.total} ready when it is delivered.`];
  }
  if (refundOwed(facts)) {
    return [
      facts.notes,
      byWhatsApp(facts)
        ? `Oja will pay ${facts.total} back to you directly. You will get another e-mail when it has been paid.`
        : `We have asked the payment provider to return ${facts.total} to you. You will get another e-mail when the refund has been processed.`,
    ];
  }
  return [facts.notes];
}

export function orderUpdateMail(to: string, facts: OrderFacts): MailMessage {
  const hello = facts.name ? `Hello ${facts.name},` : 'Hello,';
  const lines = [
    `${orderSubject(facts)}.`,
    ...orderExplanation(facts),
    ...(facts.location ? [`Location: ${facts.location}`] : []),
    `Tracking number: ${facts.trackingNumber}`,
    `Store: ${facts.storeName}`,
    `Items: ${facts.items.join(', ')}`,
    ...(facts.coupon ? [facts.coupon] : []),
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

/**
 * The vendor hears of an order they can act on: a paid one (accept it), a WhatsApp one when it
 * is placed (its money goes to Oja, so they know it is coming and wait for the admin's word), or
 * one paid on delivery when it is placed (accept it, and collect the total at the door).
 */
export function vendorNewOrderMail(to: string, facts: OrderFacts & { shipTo: string; paid: boolean }): MailMessage {
  const hello = facts.name ? `Hello ${facts.name},` : 'Hello,';
  const atDoor = !facts.paid && facts.paymentMethod === 'pay_on_delivery';
  const subject = facts.paid
    ? `New paid order ${facts.trackingNumber} for ${facts.storeName}`
    : atDoor
      ? `New order ${facts.trackingNumber} for ${facts.storeName}, paid on delivery`
      : `New order ${facts.trackingNumber} for ${facts.storeName} awaiting WhatsApp payment`;
  const lines = [
    facts.paid
      ? `A customer has paid for order ${facts.trackingNumber}.`
      : atDoor
        ? `A customer placed order ${facts.trackingNumber} and will pay on delivery. Collect ${facts.total} at the door (cash, POS or transfer), then mark it Delivered and paid.`
        : `A customer placed order ${facts.trackingNumber} and is paying Oja on WhatsApp. Do not ship it until an admin confirms the payment; you will get another e-mail then.`,
    `Items: ${facts.items.join(', ')}`,
    ...(facts.coupon ? [facts.coupon] : []),
    `Total: ${facts.total}`,
    `Ship to: ${facts.shipTo}`,
  ];
  const action = facts.paid || atDoor ? 'Accept it on your dashboard' : 'See it on your dashboard';
  return {
    to,
    subject,
    text: `${hello}\n\n${lines.join('\n')}\n\n${action}: ${facts.link}\n`,
    html:
      `<p>${escapeHtml(hello)}</p>` +
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(facts.link)}">${action}</a></p>`,
  };
}

// --- Bank details: the owner hears of every change to where their cashouts are paid ---

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

// Returns: a customer asked to return goods, or escalated a declined request (docs/product.md#returns).
export function returnRequestMail(
  to: string,
  input: { name: string; trackingNumber: string; event: 'opened' | 'escalated'; reason: string; link: string },
): MailMessage {
  const subject =
    input.event === 'opened'
      ? `Return requested on order ${input.trackingNumber}`
      : `Return on order ${input.trackingNumber} escalated to Oja`;
  const body =
    input.event === 'opened'
      ? `A customer asked to return items of order ${input.trackingNumber} (${input.reason}). Accept with a refund or decline with a reason; the order's money stays pending until you decide.`
      : `The customer escalated your declined return on order ${input.trackingNumber}. An Oja admin will decide it; the order's money stays pending until then.`;
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  return {
    to,
    subject,
    text: `${greeting}\n\n${body}\n\nSee the request: ${input.link}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(input.link)}">See the request</a></p>`,
  };
}
