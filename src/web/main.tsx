import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import './styles.css';
import { ToastOutlet } from './app/shell/toast-outlet.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastOutlet />
    </QueryClientProvider>
  </StrictMode>,
);
