import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '../../../../../shared/messages.ts';
import { bankDetailsInputSchema, type BankDetailsInput } from '../../../../../shared/schemas/bank-details.ts';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { toast } from '../../../../lib/notify.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useBankList, type BankListAnswer } from '../../../../entities/bank-account/bank-list-query.ts';
import { BankAccountFields } from '../../../../entities/bank-account/bank-account-fields.tsx';
import { useSaveBankDetails, type PayoutAccount } from '../../api/bank-details.ts';

const FIELDS = ['bankCode', 'accountNumber', 'accountName', 'currentPassword'] as const;

/**
 * A bank saved from another list than the payout provider's, which could not be matched by name
 * (decision 0032): its code means nothing to the provider, so the seller must choose again.
 */
export const mustChooseBankAgain = (account: PayoutAccount, banks: BankListAnswer | undefined) =>
  Boolean(banks && account.bankCode && (account.bankList ?? 'builtin') !== banks.list);

/** Whether cashouts have somewhere to go: a bank, an account number and its holder. */
export const isComplete = (account: PayoutAccount | undefined) =>
  Boolean(account?.bankName && account.accountNumber && account.accountName);

/**
 * The Earnings tab's "Payout bank account" (docs/product.md#bank-details): the bank, account number and holder that
 * cashouts are paid to, and a form to add or change them, which asks for the password again.
 */
export function PayoutAccountCard({ account }: { account: PayoutAccount }) {
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const complete = isComplete(account);
  const banks = useBankList();
  const chooseAgain = mustChooseBankAgain(account, banks.data);

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <h3 id={titleId} className="text-base font-semibold text-stone-900">
        Payout bank account
      </h3>
      {complete ? (
        <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-stone-600">Bank</dt>
          <dd className="font-medium text-stone-900">{account.bankName}</dd>
          <dt className="text-stone-600">Account number</dt>
          <dd className="font-mono font-medium tabular-nums text-stone-900">{account.accountNumber}</dd>
          <dt className="text-stone-600">Account holder</dt>
          <dd className="font-medium text-stone-900">{account.accountName}</dd>
        </dl>
      ) : (
        <p className="mt-1 text-sm text-stone-700">
          You have no bank account on Oja yet. Add one so that an admin can pay your cashouts.
        </p>
      )}
      {chooseAgain && !editing && (
        <div className="mt-3">
          <FormAlert tone="error">{messages.bankDetails.chooseBankAgain}</FormAlert>
        </div>
      )}
      {editing ? (
        banks.data ? (
          <BankDetailsForm
            account={account}
            banks={banks.data}
            chooseAgain={chooseAgain}
            onDone={() => setEditing(false)}
          />
        ) : banks.isError ? (
          <div className="mt-3">
            <FormAlert tone="error">{messages.bankDetails.banksLoadFailed}</FormAlert>
          </div>
        ) : (
          <p className="mt-4 text-sm text-stone-600">Loading banks…</p>
        )
      ) : (
        <Button
          variant={complete && !chooseAgain ? 'secondary' : 'primary'}
          className="mt-4 w-full sm:w-auto"
          onClick={() => setEditing(true)}
        >
          {chooseAgain ? 'Choose your bank' : complete ? 'Change bank details' : 'Add bank details'}
        </Button>
      )}
    </section>
  );
}

function BankDetailsForm({
  account,
  banks,
  chooseAgain,
  onDone,
}: {
  account: PayoutAccount;
  banks: BankListAnswer;
  chooseAgain: boolean;
  onDone: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<BankDetailsInput>({
    resolver: zodResolver(bankDetailsInputSchema),
    defaultValues: {
      // A code from another provider's list is not offered: the seller chooses again.
      bankCode: chooseAgain ? '' : (account.bankCode ?? ''),
      accountNumber: account.accountNumber ?? '',
      accountName: account.accountName ?? '',
      currentPassword: '',
    },
  });
  const save = useSaveBankDetails({
    onSuccess: () => {
      toast.success(messages.bankDetails.saved);
      onDone();
    },
    onError: (error) => {
      form.resetField('currentPassword', { keepError: true });
      const rest = applyServerErrors(error, form.setError, FIELDS, error.message);
      setFormError(rest);
      if (rest) toast.error(messages.bankDetails.saveFailed(rest));
    },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      aria-label="Bank details"
      className="mt-4 grid gap-4 border-t border-stone-200 pt-4"
      onSubmit={form.handleSubmit((values) => {
        setFormError(null);
        save.mutate(values);
      })}
    >
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <BankAccountFields form={form} banks={banks} />
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        hint="Asked again because this decides where your money goes. We e-mail you whenever it changes."
        {...form.register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" pending={save.isPending} className="w-full sm:w-auto">
          Save bank details
        </Button>
        <Button variant="secondary" className="w-full sm:w-auto" disabled={save.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
