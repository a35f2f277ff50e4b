import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { ACCOUNT_NUMBER_LENGTH, NIGERIAN_BANKS } from '../../../../shared/constants.ts';
import { refundToAccountInputSchema, type RefundToAccountInput } from '../../../../shared/schemas/refund-retry.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DigitsField } from '../../../components/ui/digits-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { isApiError } from '../../../lib/api.ts';
import { adminUiMessages } from '../messages.ts';

const BANKS_BY_NAME = [...NIGERIAN_BANKS].sort((a, b) => a.name.localeCompare(b.name));
type Errors = Partial<Record<keyof RefundToAccountInput, string>>;

/**
 * "Send to customer's account" for a refund Paystack holds as needs-attention (decision 0014): the
 * admin types the customer's account number and picks the bank; Oja calls Paystack's retry. The
 * shared schema checks the fields here and on the server; a field the server refuses shows under
 * it, and the provider's refusal (409) shows in the dialog, which stays open to correct it.
 */
export function RefundToAccountDialog({
  issueLabel,
  onSend,
}: {
  issueLabel: string;
  onSend: (account: RefundToAccountInput) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [account, setAccount] = useState<RefundToAccountInput>({ accountNumber: '', bankCode: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefused(undefined);
    const parsed = refundToAccountInputSchema.safeParse(account);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof RefundToAccountInput;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setPending(true);
    try {
      await onSend(parsed.data);
      setOpen(false);
      setAccount({ accountNumber: '', bankCode: '' });
      setErrors({});
    } catch (failure) {
      if (isApiError(failure, 400)) setErrors(failure.fields as Errors);
      else if (isApiError(failure, 409) || isApiError(failure, 503)) setRefused(failure.message);
    } finally {
      setPending(false);
    }
  }

  const change = (field: keyof RefundToAccountInput, value: string) => {
    setAccount((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (!next) {
          setErrors({});
          setRefused(undefined);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" className="flex-1 whitespace-nowrap sm:flex-none">
          {adminUiMessages.refundToAccount}
          <span className="sr-only"> for {issueLabel}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <Dialog.Title className="text-lg font-semibold text-stone-900">
            {adminUiMessages.refundToAccountTitle}
          </Dialog.Title>
          <Dialog.Description className="mt-1 break-words text-sm text-stone-600">
            {adminUiMessages.refundToAccountBody(issueLabel)}
          </Dialog.Description>
          <form className="mt-4 space-y-4" noValidate onSubmit={(event) => void submit(event)}>
            {refused && <FormAlert tone="error">{refused}</FormAlert>}
            <SelectField
              label="Customer’s bank"
              name="bankCode"
              value={account.bankCode}
              error={errors.bankCode}
              onChange={(event) => change('bankCode', event.target.value)}
            >
              <option value="">Select the bank</option>
              {BANKS_BY_NAME.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </SelectField>
            <DigitsField
              label="Customer’s account number"
              name="accountNumber"
              maxDigits={ACCOUNT_NUMBER_LENGTH}
              hint="10 digits (NUBAN)"
              value={account.accountNumber}
              error={errors.accountNumber}
              onChange={(event) => change('accountNumber', event.target.value)}
            />
            <FormDialogActions pending={pending} submitLabel={adminUiMessages.refundToAccountSubmit} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
