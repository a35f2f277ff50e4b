import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Below the sticky header (4rem) so a toast never hides the search box or the menu. */}
      <Toaster position="top-center" offset={76} mobileOffset={{ top: 72 }} richColors closeButton duration={5000} />
    </QueryClientProvider>
  </StrictMode>,
);
