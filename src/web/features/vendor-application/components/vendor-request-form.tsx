import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { vendorRequestInputSchema, type VendorRequestInput } from '../../../../shared/schemas/vendor-request.ts';
import { BVN_LENGTH } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { DigitsField } from '../../../components/ui/digits-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useBankList, type BankListAnswer } from '../../../entities/bank-account/bank-list-query.ts';
import { BankAccountFields } from '../../../entities/bank-account/bank-account-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSubmitVendorRequest } from '../api/vendor-request.ts';

const FIELDS = ['phone', 'bvn', 'bankCode', 'accountNumber', 'accountName'] as const;

/**
 * docs/product.md#vendor-application: phone, BVN, bank, account number and account holder name, all
 * required. The banks are those the payout provider can pay (GET /api/banks, decision 0032): the
 * form waits for them, so a prefilled bank is selected once its option exists.
 */
export function VendorRequestForm({ initial }: { initial?: Partial<VendorRequestInput> | undefined }) {
  const banks = useBankList();
  if (banks.isError) return <FormAlert tone="error">{messages.bankDetails.banksLoadFailed}</FormAlert>;
  if (!banks.data) return <p className="text-sm text-stone-600">Loading banks…</p>;
  return <ApplicationForm initial={initial} banks={banks.data} />;
}

function ApplicationForm({
  initial,
  banks,
}: {
  initial?: Partial<VendorRequestInput> | undefined;
  banks: BankListAnswer;
}) {
  const submit = useSubmitVendorRequest();
  const form = useForm<VendorRequestInput>({
    resolver: zodResolver(vendorRequestInputSchema),
    defaultValues: {
      phone: initial?.phone ?? '',
      bvn: '',
      // A rejected application's bank from another provider's list is not offered again.
      bankCode: banks.banks.some((bank) => bank.code === initial?.bankCode) ? initial?.bankCode : '',
      accountNumber: initial?.accountNumber ?? '',
      accountName: initial?.accountName ?? '',
    },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      aria-label="Vendor application"
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit((values) =>
        submit.mutate(values, {
          // The toast says what failed; field messages also go under their inputs.
          onError: (error) => applyServerErrors(error, form.setError, FIELDS, ''),
        }),
      )}
    >
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder="0803 123 4567"
        {...form.register('phone')}
        error={errors.phone?.message}
      />
      <DigitsField
        label="BVN"
        maxDigits={BVN_LENGTH}
        hint="Your 11-digit Bank Verification Number. Only you and Oja's admins can see it."
        {...form.register('bvn')}
        error={errors.bvn?.message}
      />
      <BankAccountFields form={form} banks={banks} accountNameClassName="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" pending={submit.isPending} className="w-full sm:w-auto">
          Submit Application
        </Button>
      </div>
    </form>
  );
}
