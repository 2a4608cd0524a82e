import '@primer/primitives/dist/css/primitives.css';
import '@primer/primitives/dist/css/functional/themes/light.css';
import { BaseStyles, ThemeProvider } from '@primer/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandalonePage } from './pages/StandalonePage';

// Standalone app for the team that owns mf-issue (index.html on :8081); the API is proxied.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider colorMode="light">
        <BaseStyles>
          <StandalonePage />
        </BaseStyles>
      </ThemeProvider>
    </StrictMode>,
  );
}
