// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SearchBox } from './search-box.tsx';

afterEach(cleanup);

function renderSearchBox() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchBox /> },
      { path: '/search', element: <p>search page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test('Enter searches for the text in the box even before that text has reached the app’s state', () => {
  const router = renderSearchBox();
  // As on a server-rendered page: the shopper typed before the app came, so the box holds text that
  // no change event has told the app about yet.
  const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
  box.value = 'oyo rice';
  fireEvent.submit(box.form!);
  expect(router.state.location.pathname).toBe('/search');
  expect(router.state.location.search).toBe('?q=oyo%20rice');
});

test('an empty search goes nowhere', () => {
  const router = renderSearchBox();
  const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
  box.value = '   ';
  fireEvent.submit(box.form!);
  expect(router.state.location.pathname).toBe('/');
});
