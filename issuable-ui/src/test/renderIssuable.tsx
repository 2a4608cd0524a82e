import { ThemeProvider } from 'shared-kernel/primer';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import type { IssuableApi, IssuableData } from '../core';
import { IssuableContext, type IssuableContextValue } from '../react/page/IssuableContext';

/** An issue as the page JSON sends it, with `overrides`. */
export function fakeIssuable(overrides: Partial<Omit<IssuableData, 'current_user'>> & { current_user?: Partial<IssuableData['current_user']> } = {}): IssuableData {
  const { current_user: permissions, ...rest } = overrides;
  return {
    id: 7,
    iid: 1,
    title: 'A title',
    title_html: 'A title',
    description: 'Steps:\n\n- [ ] first',
    description_html: '<p>Steps:</p><ul><li class="task-list-item" data-sourcepos="3:1-3:11"><input type="checkbox" class="task-list-item-checkbox" disabled> first</li></ul>',
    state: 'opened',
    issue_type: 'issue',
    confidential: false,
    discussion_locked: false,
    lock_version: 3,
    author: { id: 4, username: 'developer', name: 'Dana Developer', avatar_url: null, web_url: '/developer' },
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    web_url: '/group/project/-/issues/1',
    task_completion_status: { count: 1, completed_count: 0 },
    ...rest,
    current_user: {
      can_create_note: true,
      can_update_issue: true,
      can_reopen_issue: true,
      can_create_issue: false,
      can_create_incident: false,
      can_promote_to_epic: true,
      can_destroy_issue: true,
      can_report_spam: true,
      can_award_emoji: true,
      is_issue_author: false,
      show_lock_issue_option: true,
      ...permissions,
    },
  };
}

/** A port whose required members are spies; `extra` adds (or replaces) members. */
export function fakeApi(extra: Partial<IssuableApi> = {}): IssuableApi {
  return {
    kind: 'issue',
    fullPath: 'group/project',
    iid: 1,
    pagePath: '/group/project/-/issues/1',
    formName: 'issue',
    fallbackReference: 'group/project#1',
    texts: () => ({ noun: 'issue', confidential: 'Confidential text', stateToggleError: (closing) => (closing ? 'Close failed' : 'Reopen failed') }),
    load: vi.fn(async () => fakeIssuable()),
    save: vi.fn(async () => fakeIssuable()),
    saveDescription: vi.fn(async (description: string) => fakeIssuable({ description })),
    toggleTask: vi.fn(async () => fakeIssuable()),
    setState: vi.fn(async (event: 'CLOSE' | 'REOPEN') => (event === 'CLOSE' ? 'closed' : 'opened')),
    realtimeChanges: vi.fn(async () => ({ status: 200, headers: {}, data: null as never })),
    toggleSubscription: vi.fn(async () => {}),
    awards: { list: vi.fn(async () => []), toggle: vi.fn(async () => {}) },
    previewMarkdown: vi.fn(async () => ''),
    upload: vi.fn(async () => ({ markdown: '' })),
    ...extra,
  };
}

/** Renders `children` in an IssuableContext over `api` and `issue`, whose `setIssue` really updates it. */
export function renderIssuable(children: ReactNode, { api = fakeApi(), issue = fakeIssuable(), signedIn = true }: { api?: IssuableApi; issue?: IssuableData; signedIn?: boolean } = {}) {
  const notify = vi.fn();
  const navigate = vi.fn();
  function Page() {
    const [current, setCurrent] = useState(issue);
    const value: IssuableContextValue = {
      api,
      issue: current,
      currentUser: signedIn ? { id: 3, username: 'dev', name: 'Dev', avatar_url: null, web_url: '/dev', is_admin: false, state: 'active' } : null,
      source: 'test',
      setIssue: (update) => setCurrent(update),
      refetch: async () => current,
      notify,
      navigate,
    };
    return <IssuableContext.Provider value={value}>{children}</IssuableContext.Provider>;
  }
  return { ...render(<ThemeProvider><Page /></ThemeProvider>), notify, navigate };
}
