import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { vendorRequestInputSchema, type VendorRequestInput } from '../../../../shared/schemas/vendor-request.ts';
import { ACCOUNT_NUMBER_LENGTH, BVN_LENGTH, NIGERIAN_BANKS } from '../../../../shared/constants.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { DigitsField } from '../../../components/ui/digits-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSubmitVendorRequest } from '../api/vendor-request.ts';

const FIELDS = ['phone', 'bvn', 'bankCode', 'accountNumber', 'accountName'] as const;
const BANKS_BY_NAME = [...NIGERIAN_BANKS].sort((a, b) => a.name.localeCompare(b.name));

/** docs/product.md#vendor-application: phone, BVN, bank, account number and account holder name, all required. */
export function VendorRequestForm({ initial }: { initial?: Partial<VendorRequestInput> | undefined }) {
  const submit = useSubmitVendorRequest();
  const form = useForm<VendorRequestInput>({
    resolver: zodResolver(vendorRequestInputSchema),
    defaultValues: {
      phone: initial?.phone ?? '',
      bvn: '',
      bankCode: initial?.bankCode ?? '',
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
      <SelectField label="Bank name" {...form.register('bankCode')} error={errors.bankCode?.message}>
        <option value="">Select your bank</option>
        {BANKS_BY_NAME.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </SelectField>
      <DigitsField
        label="Account number"
        maxDigits={ACCOUNT_NUMBER_LENGTH}
        hint="10 digits (NUBAN)"
        {...form.register('accountNumber')}
        error={errors.accountNumber?.message}
      />
      <TextField
        label="Account holder name"
        autoComplete="name"
        className="sm:col-span-2"
        {...form.register('accountName')}
        error={errors.accountName?.message}
      />
      <div className="sm:col-span-2">
        <Button type="submit" pending={submit.isPending} className="w-full sm:w-auto">
          Submit Application
        </Button>
      </div>
    </form>
  );
}
