// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGallery } from './product-gallery.tsx';

const IMAGES = ['/uploads/a-1000w.webp', '/uploads/b-1000w.webp', '/uploads/c-1000w.webp'];
const NAME = 'Ankara Wrap Dress';

afterEach(cleanup);

const picture = (i: number) => screen.getByRole('img', { name: `${NAME}, image ${i} of 3` });
const thumb = (i: number) => screen.getByRole('button', { name: `Show image ${i} of 3` });

describe('the product gallery', () => {
  test('only the first picture is in the page at first; reaching for the gallery brings the others', async () => {
    const user = userEvent.setup();
    render(<ProductGallery images={IMAGES} name={NAME} />);
    expect(picture(1).getAttribute('loading')).toBe('eager');
    expect(picture(1).getAttribute('fetchpriority')).toBe('high');
    const pictures = () =>
      screen.getAllByRole('img', { hidden: true }).filter((img) => img.getAttribute('width') === '1000');
    expect(pictures()).toHaveLength(1);
    await user.hover(picture(1));
    expect(pictures()).toHaveLength(3);
  });

  test('Next and Previous move the picture and the thumbnails with it, round the ends', async () => {
    const user = userEvent.setup();
    render(<ProductGallery images={IMAGES} name={NAME} />);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(picture(2)).toBeTruthy();
    expect(thumb(2).getAttribute('aria-pressed')).toBe('true');
    expect(thumb(1).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(thumb(3).getAttribute('aria-pressed')).toBe('true');
  });

  test('a single picture has no arrows, counter or thumbnails', () => {
    render(<ProductGallery images={IMAGES.slice(0, 1)} name={NAME} />);
    expect(screen.getByRole('img', { name: NAME })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Product images' })).toBeNull();
  });

  test('activeImage (a variant’s picture) selects that picture when it changes', () => {
    const { rerender } = render(<ProductGallery images={IMAGES} name={NAME} activeImage={null} />);
    expect(thumb(1).getAttribute('aria-pressed')).toBe('true');
    rerender(<ProductGallery images={IMAGES} name={NAME} activeImage={IMAGES[2]} />);
    expect(thumb(3).getAttribute('aria-pressed')).toBe('true');
    rerender(<ProductGallery images={IMAGES} name={NAME} activeImage="/uploads/not-a-picture-of-it.webp" />);
    expect(thumb(3).getAttribute('aria-pressed')).toBe('true');
  });

  test('a sold-out product keeps its Out of Stock badge over the picture', () => {
    render(<ProductGallery images={IMAGES} name={NAME} soldOut />);
    expect(screen.getByText('Out of Stock')).toBeTruthy();
  });

  test('tapping the picture opens it full screen; Escape closes it and focus returns to the picture', async () => {
    const user = userEvent.setup();
    render(<ProductGallery images={IMAGES} name={NAME} />);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    await user.click(screen.getByRole('button', { name: `${NAME}, image 2 of 3` }));
    const dialog = await screen.findByRole('dialog', { name: `${NAME}, image 2 of 3` });
    expect(screen.getByRole('button', { name: 'Zoom out' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('button', { name: 'Zoom out' }).hasAttribute('disabled')).toBe(false);
    await user.keyboard('{ArrowRight}');
    expect(dialog.querySelector('h2')?.textContent).toBe(`${NAME}, image 3 of 3`);
    expect(screen.getByRole('button', { name: 'Zoom out' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: `${NAME}, image 3 of 3` })),
    );
    expect(thumb(3).getAttribute('aria-pressed')).toBe('true');
  });
});
