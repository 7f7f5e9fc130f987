import '@blueprintjs/core/lib/css/blueprint.css';
import './app/styles.css';
import { ApolloProvider } from '@apollo/client';
import { BlueprintProvider } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { App } from './app/App';
import { loadIconPathsOneByOne } from './app/iconPaths';
import { SessionProvider } from './app/session/SessionContext';

loadIconPathsOneByOne();
const apollo = createApolloClient();

/**
 * A data router with one catch-all route: the app keeps its <Routes> in App.tsx, and hooks that need a
 * data router (useBlocker, for the builder's leave prompt) work.
 */
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <SessionProvider>
        <App />
      </SessionProvider>
    ),
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BlueprintProvider>
      <ApolloProvider client={apollo}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </BlueprintProvider>
  </StrictMode>,
);
