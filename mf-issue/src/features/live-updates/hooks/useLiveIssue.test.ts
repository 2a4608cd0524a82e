import { fakeRestApi, liveGraphql } from 'shared-kernel/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { fakeIssue } from '../../../test/fakeIssue';
import { restClient } from 'shared-kernel/api';
import type { IssuePageData, RealtimeChanges } from '../../../lib/types';
import { SIDEBAR_SUBSCRIPTION_FIELDS } from '../api/sidebarUpdatedSubscriptions';
import { useLiveIssue } from './useLiveIssue';

const REALTIME = '/gitlab-org/gitlab/-/issues/1/realtime_changes';

/** The page API's `realtimeChanges` of issue gitlab-org/gitlab#1. */
async function REQUEST(signal?: AbortSignal) {
  const response = await restClient().get<RealtimeChanges>(REALTIME, { signal });
  return { status: response.status, headers: response.headers as Record<string, unknown>, data: response.data };
}

/** realtime_changes answering the server's current title (the page's until a test renames it); counts the requests. */
function realtimeEndpoint(pollInterval = '3000') {
  const { title, description, description_html, lock_version } = fakeIssue();
  const server = { title, requests: 0 };
  fakeRestApi(({ path }) => {
    expect(path).toBe(REALTIME);
    server.requests += 1;
    const renamed = server.title !== title;
    const data = { title: server.title, title_text: server.title, description: description_html, description_text: description, task_completion_status: { count: 0, completed_count: 0 }, lock_version: lock_version + (renamed ? 1 : 0) };
    return { status: 200, data, headers: { 'poll-interval': pollInterval } };
  });
  return server;
}

function renderLive(initialDelayMs = 60_000) {
  const reload = vi.fn(async () => undefined);
  const hook = renderHook(() => {
    const [issue, setIssue] = useState<IssuePageData>(() => fakeIssue());
    return { issue, control: useLiveIssue({ realtimeChanges: REQUEST, issue, setIssue: (update) => setIssue(update), reload, initialDelayMs }) };
  });
  return { ...hook, reload };
}

async function subscribed() {
  await waitFor(() => expect(liveGraphql.active().map((s) => s.operation).sort()).toEqual(['workItemUpdated', ...SIDEBAR_SUBSCRIPTION_FIELDS].sort()));
}

const update = (state: 'OPEN' | 'CLOSED' = 'OPEN', confidential = false) => ({ workItemUpdated: { id: 'gid://gitlab/WorkItem/7', state, confidential } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useLiveIssue', () => {
  it('subscribes to workItemUpdated and the sidebar subscriptions of the issue, and stops on unmount', async () => {
    realtimeEndpoint();
    const { unmount } = renderLive();
    await subscribed();
    expect(liveGraphql.active('workItemUpdated')[0]?.variables).toEqual({ workItemId: 'gid://gitlab/WorkItem/7' });
    for (const field of SIDEBAR_SUBSCRIPTION_FIELDS) expect(liveGraphql.active(field)[0]?.variables).toEqual({ issuableId: 'gid://gitlab/Issue/7' });
    unmount();
    expect(liveGraphql.active()).toEqual([]);
  });

  it('fetches realtime_changes at once for an event and applies it; the state or confidentiality changing reloads the page', async () => {
    const server = realtimeEndpoint();
    const { result, reload } = renderLive();
    await subscribed();
    act(() => liveGraphql.setStatus('connected'));
    await waitFor(() => expect(server.requests).toBe(1));
    server.title = 'Renamed elsewhere';
    act(() => liveGraphql.emit('workItemUpdated', update()));
    await waitFor(() => expect(result.current.issue.title).toBe('Renamed elsewhere'));
    expect(reload).not.toHaveBeenCalled();
    act(() => liveGraphql.emit('workItemUpdated', update('CLOSED')));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    act(() => liveGraphql.emit('workItemUpdated', update('OPEN', true)));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('reloads the page JSON for sidebar changes, folding a burst into one more reload', async () => {
    realtimeEndpoint();
    let release: () => void = () => {};
    const { reload } = renderLive();
    reload.mockImplementation(() => new Promise<undefined>((resolve) => (release = () => resolve(undefined))));
    await subscribed();
    act(() => {
      liveGraphql.emit('issuableLabelsUpdated', { issuableLabelsUpdated: { id: 'gid://gitlab/Issue/7' } });
      liveGraphql.emit('issuableAssigneesUpdated', { issuableAssigneesUpdated: { id: 'gid://gitlab/Issue/7' } });
      liveGraphql.emit('issuableWeightUpdated', { issuableWeightUpdated: { id: 'gid://gitlab/Issue/7' } });
    });
    expect(reload).toHaveBeenCalledTimes(1);
    await act(async () => release());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    await act(async () => release());
    await sleep(20);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('polls on a timer only while the socket is down or a subscription failed; a reconnect catches up', async () => {
    const server = realtimeEndpoint('20');
    const { result, reload } = renderLive(0);
    await subscribed();
    await waitFor(() => expect(server.requests).toBeGreaterThan(2));
    expect(result.current.control.live).toBe(false);

    act(() => liveGraphql.setStatus('connected'));
    expect(result.current.control.live).toBe(true);
    await sleep(60);
    const whileLive = server.requests;
    await sleep(100);
    expect(server.requests).toBe(whileLive);

    act(() => liveGraphql.setStatus('closed'));
    await waitFor(() => expect(server.requests).toBeGreaterThan(whileLive + 1));
    act(() => liveGraphql.setStatus('connected'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    act(() => liveGraphql.fail('issuableLabelsUpdated'));
    expect(result.current.control.live).toBe(false);
    const failedAt = server.requests;
    await waitFor(() => expect(server.requests).toBeGreaterThan(failedAt + 1));
  });

  it('defers an event that comes during a task-list save until it ends', async () => {
    const server = realtimeEndpoint();
    const { result } = renderLive();
    await subscribed();
    act(() => liveGraphql.setStatus('connected'));
    await waitFor(() => expect(server.requests).toBe(1));
    act(() => result.current.control.pause());
    act(() => liveGraphql.emit('workItemUpdated', update()));
    await sleep(30);
    expect(server.requests).toBe(1);
    act(() => result.current.control.resume());
    await waitFor(() => expect(server.requests).toBe(2));
  });
});
