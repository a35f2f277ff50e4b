// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi, type Mock } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedOrder } from '../../../../shared/fulfilment.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import { orderManagementMessages } from '../messages.ts';
import { ManagedOrderCard } from './managed-order-card.tsx';
import { OrderStatusActions, type OrderMove } from './order-status-actions.tsx';

afterEach(cleanup);

const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';

function makeOrder(
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  paymentMethod: PaymentMethod = 'paystack',
): ManagedOrder {
  return {
    id: ORDER_ID,
    trackingNumber: 'LXP1700000000000ABCDEF',
    storeId: 'store-1',
    storeName: 'Ada Fabrics',
    createdAt: '2026-11-20T10:00:00.000Z',
    customerName: 'Bola Ade',
    customerEmail: 'bola@example.com',
    customerPhone: null,
    totalAmountKobo: 1_250_000,
    deliveryFeeKobo: 150_000,
    commissionKobo: 0,
    money: { basis: 'expected', netKobo: 1_250_000, commissionKobo: 0, platformCreditKobo: 0, refundedKobo: 0 },
    status,
    paymentStatus,
    paymentMethod,
    shippingAddress: { fullName: 'Bola Ade', phone: '08012345678', address: '1 Marina', city: 'Lagos', state: 'Lagos' },
    items: [{ productId: 'p1', productName: 'Ankara wrap', quantity: 2, priceKobo: 550_000, image: null }],
  };
}

type Handlers = {
  onMove: Mock<(move: OrderMove) => Promise<unknown>>;
  onMarkPaid?: Mock<() => Promise<unknown>>;
  onMarkRefunded?: Mock<() => Promise<unknown>>;
};

const settled = () => Promise.resolve();
const vendor = (): Handlers => ({ onMove: vi.fn(settled) });
const admin = (): Handlers => ({ onMove: vi.fn(settled), onMarkPaid: vi.fn(settled), onMarkRefunded: vi.fn(settled) });

function renderActions(order: ManagedOrder, handlers: Handlers) {
  return render(
    <OrderStatusActions
      order={order}
      onMove={handlers.onMove}
      onMarkPaid={handlers.onMarkPaid}
      onMarkRefunded={handlers.onMarkRefunded}
    />,
  );
}

/** The buttons' visible labels, without the screen-reader tail " for order #…". */
const buttonLabels = () =>
  screen.queryAllByRole('button').map((button) => button.textContent!.replace(/ for order #\w+$/, ''));

describe('which buttons an order gets (the shared state machine)', () => {
  test.each<[OrderStatus, string[]]>([
    ['pending', ['Accept Order', 'Cancel']],
    ['confirmed', ['Start Processing', 'Cancel']],
    ['processing', ['Ship Order']],
    ['shipped', ['Mark as Delivered']],
  ])('a paid card order that is %s offers %j', (status, labels) => {
    renderActions(makeOrder(status, 'completed'), vendor());
    expect(buttonLabels()).toEqual(labels);
  });

  test.each<OrderStatus>(['delivered', 'cancelled'])('a %s order has no buttons and no action row', (status) => {
    const { container } = renderActions(makeOrder(status, 'completed'), admin());
    expect(container.innerHTML).toBe('');
  });

  test('every button names its order for screen readers', () => {
    renderActions(makeOrder('pending', 'completed'), vendor());
    expect(screen.getByRole('button', { name: 'Accept Order for order #a1b2c3d4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel for order #a1b2c3d4' })).toBeTruthy();
  });

  test('an unpaid card order says it awaits payment and can only be cancelled', () => {
    renderActions(makeOrder('pending', 'pending', 'flutterwave'), admin());
    expect(screen.getByText(orderManagementMessages.awaitingCardPayment)).toBeTruthy();
    expect(screen.getByText(orderManagementMessages.awaitingCardPaymentHint, { exact: false })).toBeTruthy();
    expect(buttonLabels()).toEqual(['Cancel']);
  });

  test('a cancelled unpaid card order shows neither the note nor buttons', () => {
    const { container } = renderActions(makeOrder('cancelled', 'pending'), vendor());
    expect(container.innerHTML).toBe('');
  });

  test('an unpaid WhatsApp order moves on its own flow: Accept and Cancel, Mark as Paid for an admin only', () => {
    renderActions(makeOrder('pending', 'pending', 'whatsapp'), vendor());
    expect(buttonLabels()).toEqual(['Accept Order', 'Cancel']);
    expect(screen.queryByText(orderManagementMessages.awaitingCardPayment)).toBeNull();
    cleanup();
    renderActions(makeOrder('pending', 'pending', 'whatsapp'), admin());
    expect(buttonLabels()).toEqual(['Accept Order', 'Cancel', 'Mark as Paid']);
  });

  test('Mark as Paid is offered for WhatsApp only, and not once the order is cancelled', () => {
    renderActions(makeOrder('pending', 'pending', 'paystack'), admin());
    expect(buttonLabels()).not.toContain('Mark as Paid');
    cleanup();
    renderActions(makeOrder('shipped', 'completed', 'whatsapp'), admin());
    expect(buttonLabels()).toEqual(['Mark as Delivered']);
    cleanup();
    const { container } = renderActions(makeOrder('cancelled', 'pending', 'whatsapp'), admin());
    expect(container.innerHTML).toBe('');
  });

  test('a cancelled WhatsApp order still to be paid back by hand: Mark refunded for an admin, nothing for a vendor', () => {
    renderActions(makeOrder('cancelled', 'refund_pending', 'whatsapp'), admin());
    expect(buttonLabels()).toEqual(['Mark refunded']);
    cleanup();
    const { container } = renderActions(makeOrder('cancelled', 'refund_pending', 'whatsapp'), vendor());
    expect(container.innerHTML).toBe('');
    cleanup();
    // A card order's refund is its provider's job.
    const card = renderActions(makeOrder('cancelled', 'refund_pending', 'paystack'), admin());
    expect(card.container.innerHTML).toBe('');
  });
});

describe('what the buttons do', () => {
  test('a plain move calls onMove with the next status, its button busy until it settles', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const handlers = vendor();
    handlers.onMove.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderActions(makeOrder('pending', 'pending', 'whatsapp'), handlers);
    await user.click(screen.getByRole('button', { name: /^Accept Order/ }));
    expect(handlers.onMove).toHaveBeenCalledWith({ to: 'confirmed' });
    const accept = screen.getByRole('button', { name: /^Accept Order/ }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    expect(accept.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: /^Cancel/ }) as HTMLButtonElement).disabled).toBe(false);
    finish();
    await waitFor(() => expect(accept.disabled).toBe(false));
  });

  test('a failed move frees the buttons again (the caller toasts the error)', async () => {
    const user = userEvent.setup();
    const handlers = vendor();
    handlers.onMove.mockRejectedValue(new Error('refused'));
    renderActions(makeOrder('shipped', 'completed'), handlers);
    const deliver = screen.getByRole('button', { name: /^Mark as Delivered/ }) as HTMLButtonElement;
    await user.click(deliver);
    await waitFor(() => expect(deliver.disabled).toBe(false));
    expect(handlers.onMove).toHaveBeenCalledWith({ to: 'delivered' });
  });

  test('Mark as Paid and Mark refunded call their own handlers', async () => {
    const user = userEvent.setup();
    const handlers = admin();
    renderActions(makeOrder('pending', 'pending', 'whatsapp'), handlers);
    await user.click(screen.getByRole('button', { name: /^Mark as Paid/ }));
    expect(handlers.onMarkPaid).toHaveBeenCalledOnce();
    cleanup();
    renderActions(makeOrder('cancelled', 'refund_pending', 'whatsapp'), handlers);
    await user.click(screen.getByRole('button', { name: /^Mark refunded/ }));
    expect(handlers.onMarkRefunded).toHaveBeenCalledOnce();
    expect(handlers.onMove).not.toHaveBeenCalled();
  });

  test('Ship Order asks for an optional location and notes, trimmed, then ships', async () => {
    const user = userEvent.setup();
    const handlers = vendor();
    renderActions(makeOrder('processing', 'completed'), handlers);
    await user.click(screen.getByRole('button', { name: /^Ship Order/ }));
    const dialog = screen.getByRole('dialog', { name: 'Ship order #a1b2c3d4' });
    expect(within(dialog).getByText("Both are optional; the customer sees them in the order's tracking.")).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Location/), '  Ikeja hub  ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Shipment' }));
    expect(handlers.onMove).toHaveBeenCalledWith({ to: 'shipped', location: 'Ikeja hub', notes: undefined });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('Ship Order with nothing typed sends neither field; a failure keeps the dialog open', async () => {
    const user = userEvent.setup();
    const handlers = vendor();
    handlers.onMove.mockRejectedValueOnce(new Error('refused'));
    renderActions(makeOrder('processing', 'completed'), handlers);
    await user.click(screen.getByRole('button', { name: /^Ship Order/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm Shipment' }));
    expect(handlers.onMove).toHaveBeenCalledWith({ to: 'shipped', location: undefined, notes: undefined });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Confirm Shipment' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('the cancel dialog says what happens to the money', () => {
  async function openCancel(order: ManagedOrder, handlers = vendor()) {
    const user = userEvent.setup();
    renderActions(order, handlers);
    await user.click(screen.getByRole('button', { name: /^Cancel/ }));
    return { user, dialog: screen.getByRole('alertdialog', { name: messages.fulfilment.confirmCancel }), handlers };
  }

  test('an unpaid order: nothing to refund; "Keep order" keeps it', async () => {
    const { user, dialog, handlers } = await openCancel(makeOrder('pending', 'pending', 'paystack'));
    expect(dialog.textContent).toContain('Order #a1b2c3d4');
    expect(dialog.textContent).toContain('LXP1700000000000ABCDEF');
    expect(dialog.textContent).toContain('Bola Ade');
    expect(dialog.textContent).toContain('₦12,500.00');
    expect(dialog.textContent).toContain('Nothing has been paid for it yet, so there is nothing to refund.');
    expect(dialog.textContent).toContain('Its items go back in stock.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(handlers.onMove).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  test('an order whose payment failed has nothing to refund either', async () => {
    const { dialog } = await openCancel(makeOrder('pending', 'failed', 'paystack'));
    expect(dialog.textContent).toContain('Nothing has been paid for it yet, so there is nothing to refund.');
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel order' })).toBeTruthy();
  });

  test('an unpaid order is cancelled with "Yes, cancel order"', async () => {
    const { user, dialog, handlers } = await openCancel(makeOrder('confirmed', 'pending', 'whatsapp'));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(handlers.onMove).toHaveBeenCalledWith({ to: 'cancelled' });
  });

  test('a paid card order is refunded to the card through its provider', async () => {
    const { user, dialog, handlers } = await openCancel(makeOrder('confirmed', 'completed', 'flutterwave'));
    expect(dialog.textContent).toContain('The customer is refunded ₦12,500.00 to their card (Flutterwave).');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel and refund ₦12,500.00' }));
    expect(handlers.onMove).toHaveBeenCalledWith({ to: 'cancelled' });
  });

  test('a paid WhatsApp order is paid back by Oja directly', async () => {
    const { dialog } = await openCancel(makeOrder('pending', 'completed', 'whatsapp'));
    expect(dialog.textContent).toContain(
      'The customer paid ₦12,500.00 to Oja on WhatsApp; Oja pays it back to them directly.',
    );
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel and refund ₦12,500.00' })).toBeTruthy();
  });
});

describe('the card', () => {
  test('shows the short id, both badges, the summary and its actions', () => {
    render(<ManagedOrderCard order={makeOrder('pending', 'pending', 'whatsapp')} actions={<p>the actions</p>} />);
    const card = screen.getByRole('article', { name: 'Order #a1b2c3d4' });
    expect(card.textContent).toContain('Pending');
    expect(card.textContent).toContain('Payment pending');
    expect(card.textContent).toContain('Ada Fabrics');
    expect(card.textContent).toContain('Ankara wrap × 2');
    expect(card.textContent).toContain('₦12,500.00');
    expect(card.textContent).toContain('Lagos, Lagos');
    expect(within(card).getByText('the actions')).toBeTruthy();
    expect(card.textContent).not.toContain(messages.orders.refundDue);
  });

  test('a cancelled WhatsApp order awaiting its refund by hand says so', () => {
    render(<ManagedOrderCard order={makeOrder('cancelled', 'refund_pending', 'whatsapp')} />);
    expect(screen.getByText(messages.orders.refundDue)).toBeTruthy();
  });

  test('no call link when there is no phone at all', () => {
    const order = makeOrder('pending', 'pending');
    render(<ManagedOrderCard order={{ ...order, shippingAddress: { ...order.shippingAddress, phone: '' } }} />);
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    cleanup();
    render(<ManagedOrderCard order={order} />);
    expect(document.querySelector('a[href="tel:08012345678"]')).toBeTruthy();
  });
});

describe('an order paid on delivery (docs/product.md#pay-on-delivery)', () => {
  test.each<[OrderStatus, string[]]>([
    ['pending', ['Accept Order', 'Cancel']],
    ['confirmed', ['Start Processing', 'Cancel']],
    ['processing', ['Ship Order']],
    ['shipped', ['Delivered and paid', 'Refused at the door']],
  ])('moves without a payment: %s offers %j', (status, labels) => {
    renderActions(makeOrder(status, 'on_delivery', 'pay_on_delivery'), vendor());
    expect(buttonLabels()).toEqual(labels);
    expect(screen.queryByText(orderManagementMessages.awaitingCardPayment)).toBeNull();
  });

  test('Delivered and paid is one press: delivered, nothing asked', async () => {
    const user = userEvent.setup();
    const handlers = vendor();
    renderActions(makeOrder('shipped', 'on_delivery', 'pay_on_delivery'), handlers);
    await user.click(screen.getByRole('button', { name: 'Delivered and paid for order #a1b2c3d4' }));
    expect(handlers.onMove).toHaveBeenCalledWith({ to: 'delivered' });
  });

  test('Refused at the door asks first, says nothing is refunded, then cancels', async () => {
    const user = userEvent.setup();
    const handlers = vendor();
    renderActions(makeOrder('shipped', 'on_delivery', 'pay_on_delivery'), handlers);
    await user.click(screen.getByRole('button', { name: 'Refused at the door for order #a1b2c3d4' }));
    const dialog = screen.getByRole('alertdialog', { name: messages.payOnDelivery.confirmRefused });
    expect(within(dialog).getByText('Nothing has been paid for it yet, so there is nothing to refund.')).toBeTruthy();
    expect(handlers.onMove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: orderManagementMessages.yesRefused }));
    expect(handlers.onMove).toHaveBeenCalledWith({ to: 'cancelled' });
  });

  test('its card tells the seller what to collect, until it is paid', () => {
    render(<ManagedOrderCard order={makeOrder('shipped', 'on_delivery', 'pay_on_delivery')} />);
    expect(screen.getByText('Pay on delivery: collect ₦12,500.00')).toBeTruthy();
    cleanup();
    render(<ManagedOrderCard order={makeOrder('delivered', 'completed', 'pay_on_delivery')} />);
    expect(screen.queryByText(/collect/)).toBeNull();
  });
});
