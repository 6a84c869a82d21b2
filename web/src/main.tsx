import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import './index.css';

// zod probes `new Function` once; our content security policy forbids eval, so tell it not to try.
zodConfig({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
