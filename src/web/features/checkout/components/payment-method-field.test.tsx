// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import type { PaymentMethod } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import { checkoutUi } from '../messages.ts';
import { PaymentMethodField, type PayOnDeliveryOffer } from './payment-method-field.tsx';

afterEach(cleanup);

let chosen: () => string | undefined = () => undefined;

function Field({ methods, offer }: { methods: PaymentMethod[]; offer: PayOnDeliveryOffer }) {
  const form = useForm<{ paymentMethod?: string }>({ defaultValues: { paymentMethod: methods[0] } });
  chosen = () => form.getValues('paymentMethod');
  return (
    <PaymentMethodField
      methods={methods}
      payOnDelivery={offer}
      register={form.register('paymentMethod')}
      disabled={false}
      error={undefined}
    />
  );
}

const podRadio = () => screen.getByRole<HTMLInputElement>('radio', { name: messages.payOnDelivery.choice });

describe('Pay on delivery at checkout (docs/product.md#pay-on-delivery)', () => {
  test('is offered after the online methods when every store takes it and the order is within the limit', async () => {
    const user = userEvent.setup();
    render(<Field methods={['paystack', 'whatsapp']} offer={{ reasons: [] }} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'paystack',
      'whatsapp',
      'pay_on_delivery',
    ]);
    expect(podRadio().disabled).toBe(false);
    await user.click(podRadio());
    expect(chosen()).toBe('pay_on_delivery');
  });

  test('is shown disabled, naming the store that does not offer it', async () => {
    const user = userEvent.setup();
    render(<Field methods={['paystack']} offer={{ reasons: ['Not offered by Mama Put'] }} />);
    expect(podRadio().disabled).toBe(true);
    expect(podRadio().getAttribute('aria-describedby')).toBe('payment-pay_on_delivery-hint');
    expect(document.getElementById('payment-pay_on_delivery-hint')!.textContent).toBe('Not offered by Mama Put');
    await user.click(screen.getByText(messages.payOnDelivery.choice));
    expect(chosen()).toBe('paystack');
  });

  test('is shown disabled over the limit, with every reason there is', () => {
    render(
      <Field
        methods={['paystack']}
        offer={{ reasons: ['Not offered by Mama Put', 'Only for orders up to ₦100,000.00'] }}
      />,
    );
    expect(podRadio().disabled).toBe(true);
    expect(screen.getByText('Only for orders up to ₦100,000.00')).toBeTruthy();
    expect(screen.getByText('Not offered by Mama Put')).toBeTruthy();
  });

  test('waits, disabled, while the quote has not answered', () => {
    render(<Field methods={['paystack']} offer={null} />);
    expect(podRadio().disabled).toBe(true);
    expect(screen.getByText(checkoutUi.payOnDeliveryChecking)).toBeTruthy();
  });

  test('may be the only way to pay on a marketplace without online methods', () => {
    render(<Field methods={[]} offer={{ reasons: [] }} />);
    expect(screen.getAllByRole('radio')).toEqual([podRadio()]);
    expect(podRadio().disabled).toBe(false);
  });
});
