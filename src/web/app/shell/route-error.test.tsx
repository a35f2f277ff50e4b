// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { uiMessages } from '../../lib/ui-messages.ts';
import { RouteError } from './route-error.tsx';
import { routes } from '../router.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('a render bug');
}

/** The shape of the app's route table: a shell whose pages each have RouteError, and RouteError standalone above it. */
function renderAt(path: string, { shellThrows = false } = {}) {
  const Shell = () => {
    if (shellThrows) throw new Error('the shell broke');
    return (
      <div>
        <nav aria-label="Site">header links</nav>
        <main id="main">
          <Outlet />
        </main>
      </div>
    );
  };
  const table: RouteObject[] = [
    {
      element: <Shell />,
      errorElement: <RouteError standalone />,
      children: [
        { path: '/', element: <h1>Home</h1>, errorElement: <RouteError /> },
        { path: '/broken', element: <Broken />, errorElement: <RouteError /> },
      ],
    },
  ];
  return render(<RouterProvider router={createMemoryRouter(table, { initialEntries: [path] })} />);
}

describe('a page that throws while rendering', () => {
  it('shows what happened in its place, keeps the shell, focuses the heading and offers two ways on', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken');
    const heading = screen.getByRole('heading', { level: 1, name: uiMessages.pageFailed });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(uiMessages.pageFailedHint)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeTruthy();
    expect(screen.getByRole('button', { name: uiMessages.tryAgain })).toBeTruthy();
    const home = screen.getByRole('link', { name: uiMessages.goHome });
    expect(home.getAttribute('href')).toBe('/');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('"Try again" loads the page afresh', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderAt('/broken');
    screen.getByRole('button', { name: uiMessages.tryAgain }).click();
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('if the shell itself throws, the message is the whole page, in a main landmark of its own', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/', { shellThrows: true });
    expect(screen.queryByRole('navigation', { name: 'Site' })).toBeNull();
    const main = screen.getByRole('main');
    expect(main.querySelector('h1')?.textContent).toBe(uiMessages.pageFailed);
    expect(screen.getByRole('link', { name: uiMessages.goHome })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('a page that renders shows no error', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByText(uiMessages.pageFailed)).toBeNull();
  });
});

describe('the app’s route table', () => {
  it('gives every page an error element and the shell a standalone one', () => {
    const [shell] = routes;
    expect(shell?.errorElement).toBeTruthy();
    const pages = shell?.children ?? [];
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(page.errorElement, page.path).toBeTruthy();
  });
});
