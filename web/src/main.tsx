import '@blueprintjs/core/lib/css/blueprint.css';
import './app/styles.css';
import { ApolloProvider } from '@apollo/client';
import { BlueprintProvider } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { App } from './app/App';
import { SessionProvider } from './app/session/SessionContext';

const apollo = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BlueprintProvider>
      <ApolloProvider client={apollo}>
        <BrowserRouter>
          <SessionProvider>
            <App />
          </SessionProvider>
        </BrowserRouter>
      </ApolloProvider>
    </BlueprintProvider>
  </StrictMode>,
);
