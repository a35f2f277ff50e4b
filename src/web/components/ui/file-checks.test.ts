import { describe, expect, test } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';
import { addPickedFiles, imageFileProblem } from './file-checks.ts';

const png = (name: string, size = 1000) => ({ name, size, type: 'image/png' });

describe('imageFileProblem', () => {
  test('accepts an image of exactly 5 MB and refuses one byte more', () => {
    expect(imageFileProblem(png('a.png', UPLOAD_MAX_BYTES))).toBeNull();
    expect(imageFileProblem(png('a.png', UPLOAD_MAX_BYTES + 1))).toBe(messages.upload.tooLarge);
  });

  test('refuses files that say they are not images, and leaves untyped files to the server', () => {
    expect(imageFileProblem({ name: 'notes.pdf', size: 10, type: 'application/pdf' })).toBe(messages.upload.notAnImage);
    expect(imageFileProblem({ name: 'photo', size: 10, type: '' })).toBeNull();
  });
});

describe('addPickedFiles', () => {
  test('with one slot, a new choice replaces the old file', () => {
    const result = addPickedFiles([png('old.png')], [png('new.png')], 1, 'too many');
    expect(result.files.map((f) => f.name)).toEqual(['new.png']);
    expect(result.problem).toBeNull();
  });

  test('with one slot, a refused choice keeps the old file and says why', () => {
    const result = addPickedFiles([png('old.png')], [png('huge.png', UPLOAD_MAX_BYTES * 2)], 1, 'too many');
    expect(result.files.map((f) => f.name)).toEqual(['old.png']);
    expect(result.problem).toBe(`huge.png: ${messages.upload.tooLarge}`);
  });

  test('keeps at most `max` files and says when some were left out', () => {
    const current = [png('1.png'), png('2.png'), png('3.png')];
    const result = addPickedFiles(
      current,
      [png('4.png'), png('5.png'), png('6.png')],
      5,
      messages.stores.tooManyImages,
    );
    expect(result.files.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
    expect(result.problem).toBe(messages.stores.tooManyImages);
  });

  test('adds the good files and reports the bad ones', () => {
    const result = addPickedFiles([], [png('ok.png'), { name: 'x.txt', size: 3, type: 'text/plain' }], 5, 'too many');
    expect(result.files.map((f) => f.name)).toEqual(['ok.png']);
    expect(result.problem).toBe(`x.txt: ${messages.upload.notAnImage}`);
  });
});
