import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ACCOUNT_NUMBER_LENGTH } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';
import { DigitsField } from '../../components/ui/digits-field.tsx';
import { SearchableSelectField } from '../../components/ui/searchable-select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { BankListAnswer } from './bank-list-query.ts';

/** What a form needs to hold for these fields (the shared schemas' payoutAccountFields). */
type PayoutAccountValues = FieldValues & { bankCode?: string; accountNumber?: string; accountName?: string };

/**
 * The payout account's three inputs — bank (from the payout provider's list, decision 0032), NUBAN
 * account number and holder — inside a react-hook-form form: the vendor application and the
 * seller's bank details ask for the same account with the same words.
 */
export function BankAccountFields<T extends PayoutAccountValues>({
  form,
  banks,
  accountNameClassName,
}: {
  form: UseFormReturn<T>;
  banks: BankListAnswer;
  accountNameClassName?: string;
}) {
  const name = (field: 'bankCode' | 'accountNumber' | 'accountName') => field as Path<T>;
  const errorOf = (field: 'bankCode' | 'accountNumber' | 'accountName') =>
    form.formState.errors[field]?.message as string | undefined;
  return (
    <>
      <SearchableSelectField
        label="Bank name"
        searchLabel={messages.bankDetails.findBank}
        placeholder={messages.bankDetails.selectBank}
        noMatch={messages.bankDetails.noBankMatches}
        options={banks.banks.map((bank) => ({ value: bank.code, label: bank.name }))}
        current={(form.watch(name('bankCode')) as string | undefined) ?? ''}
        {...form.register(name('bankCode'))}
        error={errorOf('bankCode')}
      />
      <DigitsField
        label="Account number"
        maxDigits={ACCOUNT_NUMBER_LENGTH}
        hint="10 digits (NUBAN)"
        {...form.register(name('accountNumber'))}
        error={errorOf('accountNumber')}
      />
      <TextField
        label="Account holder name"
        autoComplete="name"
        {...(accountNameClassName ? { className: accountNameClassName } : {})}
        {...form.register(name('accountName'))}
        error={errorOf('accountName')}
      />
    </>
  );
}
