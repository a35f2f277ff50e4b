import { messages } from '../../../shared/messages.ts';

/** The multipart body of POST /api/stores; logo and banner are sent only when chosen. */
export function storeFormData(
  values: { name: string; description?: string | null | undefined },
  files: { logo?: File | undefined; banner?: File | undefined },
): FormData {
  const body = new FormData();
  body.append('name', values.name);
  if (values.description) body.append('description', values.description);
  if (files.logo) body.append('logo', files.logo);
  if (files.banner) body.append('banner', files.banner);
  return body;
}

/**
 * The toast for a failed store creation: upload failures arrive already worded
 * ("Failed to upload logo: …") and are shown as they are; anything else is "Failed to create store: …".
 */
export function storeCreateFailureMessage(message: string): string {
  return message.startsWith('Failed to upload') ? message : messages.stores.createFailed(message);
}
