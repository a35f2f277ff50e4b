import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/notify.ts';
import { createStoreInputSchema } from '../../../../shared/schemas/catalog.ts';
import { messages } from '../../../../shared/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useCreateStore } from '../api/create-store.ts';
import { storeCreateFailureMessage } from '../store-form.ts';
import { vendorUiMessages as ui } from '../messages.ts';

/** /store/create (vendors and admins): name required; description, logo and banner optional (docs/product.md#store-management). */
export function StoreCreatePage() {
  const navigate = useNavigate();
  const createStore = useCreateStore();
  const [logo, setLogo] = useState<File[]>([]);
  const [banner, setBanner] = useState<File[]>([]);
  const form = useForm({ resolver: zodResolver(createStoreInputSchema), defaultValues: { name: '', description: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    createStore.mutate(
      { ...values, logo: logo[0], banner: banner[0] },
      {
        onSuccess: ({ store }) => {
          toast.success(messages.stores.created);
          void navigate(paths.storeManage.href(store.id));
        },
        onError: (error) => {
          // A taken name also shows under the field; the toast says what went wrong as a whole.
          applyServerErrors(error, form.setError, ['name', 'description'], '');
          toast.error(storeCreateFailureMessage(error.message));
        },
      },
    ),
  );

  return (
    <PageContainer narrow>
      <PageHeading title="Create a Store">{ui.storeCreateIntro}</PageHeading>
      <form noValidate onSubmit={submit} className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <TextField
          label="Store name"
          required
          maxLength={80}
          autoComplete="organization"
          hint={ui.storeNameHint}
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextAreaField
          label="Description (optional)"
          rows={4}
          maxLength={2000}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <FilePicker label="Logo" optional files={logo} onFilesChange={setLogo} disabled={createStore.isPending} />
        <FilePicker
          label="Banner"
          optional
          files={banner}
          onFilesChange={setBanner}
          previewShape="wide"
          disabled={createStore.isPending}
        />
        <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
          <ButtonLink to={paths.dashboard.href('stores')} variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" pending={createStore.isPending}>
            Create Store
          </Button>
        </div>
      </form>
    </PageContainer>
  );
}
