import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { markPageLanguage } from './i18n/language.ts';
import { createQueryClient } from './query-client.ts';
import './base.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
markPageLanguage();

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
