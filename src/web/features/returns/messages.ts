/** The returns feature's own words (the product's stated messages are in src/shared/messages.ts). */
export const returnsUi = {
  status: {
    open: 'Open',
    declined: 'Declined by the store',
    escalated: 'Escalated to Oja',
    accepted: 'Accepted',
    rejected: 'Declined by Oja',
  },
  refund: {
    pending: 'refund pending',
    needs_attention: 'refund pending',
    refused: 'refund pending',
    processed: 'refunded',
    failed: 'refund failed',
  },
  requestedOn: (date: string) => `Requested ${date}`,
  decidedOn: (date: string) => `Decided ${date}`,
  escalatedOn: (date: string) => `Escalated ${date}`,
  receivedOn: (date: string) => `Items received back ${date}`,
  photosLabel: 'Photos from the customer',
  refundLabel: 'Refund (₦)',
  declineLabel: 'Reason to decline',
  accept: 'Accept and refund',
  decline: 'Decline',
  received: 'Item received back',
  vendorHeading: 'Return requests',
  escalatedHeading: 'Returns to decide',
  tabHeading: 'Returns',
  views: { open: 'Open', decided: 'Decided' },
  showLegend: 'Show return requests',
  loading: 'Loading return requests…',
  loadMore: 'Load more requests',
  empty: {
    vendor: { open: 'No return requests waiting for you', decided: 'No decided return requests yet' },
    admin: { open: 'No escalated returns to decide', decided: 'No decided return requests yet' },
  },
  help: {
    vendor: {
      open: 'Requests customers open on your delivered orders, and accepted ones whose items are not back yet.',
      decided: 'Every request you have decided, newest decision first.',
    },
    admin: {
      open: 'Requests customers escalated after their store declined, for you to decide.',
      decided: 'Every decided request of every store, newest decision first.',
    },
  },
} as const;
