import { expect, test } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { storeCreateFailureMessage, storeFormData } from './store-form.ts';

test('upload failures are shown as the server words them; other failures get the "Failed to create store" prefix', () => {
  expect(storeCreateFailureMessage(messages.stores.logoFailed(messages.upload.tooLarge))).toBe(
    'Failed to upload logo: Image must be 5 MB or smaller',
  );
  expect(storeCreateFailureMessage(messages.stores.bannerFailed('bad'))).toBe('Failed to upload banner: bad');
  expect(storeCreateFailureMessage(messages.stores.nameTaken)).toBe(
    'Failed to create store: A store with this name already exists. Choose another name.',
  );
});

test('storeFormData sends only the fields that have a value', () => {
  const logo = new File(['x'], 'logo.png', { type: 'image/png' });
  const body = storeFormData({ name: 'Ikeja Gadget Hub', description: '' }, { logo });
  expect(body.get('name')).toBe('Ikeja Gadget Hub');
  expect(body.has('description')).toBe(false);
  expect((body.get('logo') as File).name).toBe('logo.png');
  expect(body.has('banner')).toBe(false);
});
