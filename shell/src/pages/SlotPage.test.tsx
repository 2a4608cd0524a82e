import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useEffect } from 'react';
import type { ModuleEntry } from 'shared-kernel/registry';
import { fakeSession } from 'shared-kernel/testing';
import { forgetLoadedComponents } from '../lib/useLoaded';

// The loader is the edge of this unit: a double stands in for the remote.
const loadExposed = vi.fn();
vi.mock('../modules/loadExposed', () => ({ loadExposed: (...args: unknown[]) => loadExposed(...args) }));
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), registerPlugins: vi.fn(), loadRemote: vi.fn() }));
const issueModule: ModuleEntry = {
  name: 'mf_issue',
  manifest: 'http://localhost:8081/mf-manifest.json',
  version: '1.0.0',
  enabled: true,
  slots: ['issue.main', 'issue.notes'],
  exposes: { 'issue.main': './IssueApp', 'issue.notes': './Notes' },
};
const snapshot = { status: 'ready', modules: [issueModule], problems: [], url: '/-/registry.json' };
vi.mock('../modules/registryStore', () => ({
  getRegistrySnapshot: () => snapshot,
  subscribeRegistry: () => () => {},
}));

const { SlotPage } = await import('./SlotPage');

/** The main slot's module: its subject is missing, so it asks for the host's 404 page. */
function MissingIssue({ onNotFound }: { onNotFound?: () => void }) {
  useEffect(() => onNotFound?.(), [onNotFound]);
  return <p>loading the issue</p>;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/gitlab-org/gitlab/-/issues/404?x=1']}>
      <SlotPage
        title="Issue #404"
        crumbs={[{ label: '#404' }]}
        slots={[
          { slot: 'issue.main', label: 'Issue', required: true },
          { slot: 'issue.notes', label: 'Discussion' },
        ]}
        props={{ fullPath: 'gitlab-org/gitlab', iid: 404 }}
      />
    </MemoryRouter>,
  );
}

describe('a slot page whose subject is missing', () => {
  beforeEach(() => {
    forgetLoadedComponents();
    loadExposed.mockReset();
    loadExposed.mockImplementation(async (_entry: ModuleEntry, expose: string) => ({
      default: expose === './IssueApp' ? MissingIssue : ({ onNotFound }: { onNotFound?: () => void }) => <p>notes {onNotFound ? 'with' : 'without'} onNotFound</p>,
    }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('is the 404 page for a signed-in user, without the other slots', async () => {
    fakeSession('developer');
    renderPage();
    expect(await screen.findByRole('heading', { name: '404: Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/notes/)).not.toBeInTheDocument();
    // The title follows in an effect after the heading renders.
    await waitFor(() => expect(document.title).toBe('Not found · Platform'));
  });

  it('is the sign-in prompt for a signed-out visitor, coming back here after signing in', async () => {
    fakeSession(null);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You need to sign in or sign up before continuing.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/users/sign_in?redirect=%2Fgitlab-org%2Fgitlab%2F-%2Fissues%2F404%3Fx%3D1');
  });

  it('gives onNotFound to required slots only', async () => {
    fakeSession('developer');
    loadExposed.mockImplementation(async () => ({ default: ({ onNotFound }: { onNotFound?: () => void }) => <p>slot {onNotFound ? 'with' : 'without'} onNotFound</p> }));
    renderPage();
    expect(await screen.findByText('slot with onNotFound')).toBeInTheDocument();
    expect(await screen.findByText('slot without onNotFound')).toBeInTheDocument();
  });
});
