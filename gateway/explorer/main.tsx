/// <reference types="vite/client" />
/**
 * The analysts' GraphQL explorer: GraphiQL from npm (no CDN), sending the signed-in user's token and
 * tenancy with every request, so a query sees exactly what that user sees in the web app.
 */
import { GraphiQL } from 'graphiql';
import 'graphiql/graphiql.css';
import './a11y.css';
import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { readAuth, readTenancy, refreshSession, sessionHeaders } from './session.js';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

const DEFAULT_QUERY = `# SVR GraphQL explorer
# Ctrl-Enter runs the query; the Docs pane lists every type.
# You query as the user signed in to the back-office,
# in the client and project chosen there.
# Limits: depth 10, 30 aliases, 500 fields (introspection
# counts too); a cost of 200,000, where a list counts its
# pageSize times what is under it; 10 s per request;
# storeVisits pageSize up to 1000.

query RecentVisits {
  storeVisits(filters: [], pageSize: 5) {
    total
    items {
      id
      clientName
      retailer
      reviewState
      form { title }
      answers { questionCanonicalKey value document { url } }
    }
  }
}
`;

const post = (body: unknown, editorHeaders: Record<string, string>) =>
  fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...sessionHeaders(), ...editorHeaders },
    body: JSON.stringify(body),
  });

const fetcher: Fetcher = async (params, opts) => {
  const editorHeaders = (opts?.headers ?? {}) as Record<string, string>;
  let res = await post(params, editorHeaders);
  // An expired access token (15 minutes): rotate once and retry, unless the header editor set its own.
  if (
    res.status === 401 &&
    !Object.keys(editorHeaders).some((h) => h.toLowerCase() === 'authorization') &&
    (await refreshSession())
  ) {
    res = await post(params, editorHeaders);
  }
  return res.json();
};

function SessionBar() {
  const auth = readAuth();
  const { clientId, projectId } = readTenancy();
  const scope = `client ${clientId ?? 'all'}, project ${projectId ?? 'all'}`;
  return (
    <div style={{ padding: '6px 12px', fontSize: 13, background: '#f5f5f5', borderBottom: '1px solid #ddd' }}>
      {auth ? (
        <span>
          Signed in as <strong>{auth.user?.email ?? 'the back-office user'}</strong> ({scope}). Headers typed in the
          Headers tab take precedence.
        </span>
      ) : (
        <span>
          Not signed in: <a href="/login">sign in to the back-office</a> first, then come back here. Queries answer
          UNAUTHENTICATED until then.
        </span>
      )}
    </div>
  );
}

function Explorer() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <SessionBar />
      <div style={{ flex: 1, minHeight: 0 }}>
        <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} shouldPersistHeaders={false} />
      </div>
    </div>
  );
}

/**
 * CodeMirror types into a hidden textarea with no label (axe 'label', WCAG 4.1.2): each editor's is named after
 * its pane (the variables and headers editors are the tool pane's first and second), as GraphiQL draws them.
 */
function labelEditors(root: HTMLElement) {
  const name = (area: HTMLTextAreaElement): string => {
    if (area.closest('.graphiql-query-editor')) return 'Query editor';
    if (area.closest('.graphiql-response')) return 'Response';
    const tool = area.closest('.graphiql-editor-tool');
    if (tool) return area.closest('.graphiql-editor') === tool.children[0] ? 'Variables editor' : 'Headers editor';
    return 'Editor';
  };
  const label = () => {
    for (const area of root.querySelectorAll<HTMLTextAreaElement>('.CodeMirror textarea:not([aria-label])'))
      area.setAttribute('aria-label', name(area));
    // The response scrolls in a box CodeMirror keeps out of the tab order: the keyboard reaches it (WCAG 2.1.1).
    for (const box of root.querySelectorAll<HTMLElement>('.graphiql-response .CodeMirror-scroll:not([role])')) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', 'Response, scrolling');
    }
  };
  new MutationObserver(label).observe(root, { childList: true, subtree: true });
}

const root = document.getElementById('root')!;
labelEditors(root);
createRoot(root).render(
  <StrictMode>
    <Explorer />
  </StrictMode>,
);
