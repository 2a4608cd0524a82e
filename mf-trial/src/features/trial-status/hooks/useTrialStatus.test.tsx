import { renderHook, waitFor } from '@testing-library/react';
import { fakeRestApi, type FakeReply, type FakeRequest } from 'shared-kernel/testing';
import { subscriptionBody } from '../../../test/fakes';
import type { TrialGroup, TrialSubscription } from '../api/trialGroup';
import { TODAY } from '../testTrials';
import { groupTrialOf, topLevelGroupPath, useTrialStatus } from './useTrialStatus';

type Subscription = TrialSubscription;

const ULTIMATE_ACTIVE: Subscription = { planCode: 'ultimate_trial', planName: 'Ultimate Trial', trial: true, trialStartsOn: '2025-11-10', trialEndsOn: '2025-12-10' };
const PREMIUM_EXPIRED: Subscription = { planCode: 'premium_trial', planName: 'Premium Trial', trial: true, trialStartsOn: '2025-10-13', trialEndsOn: '2025-11-12' };
const FREE: Subscription = { planCode: 'free', planName: 'Free', trial: false, trialStartsOn: null, trialEndsOn: null };

function group(fullPath: string, subscription: Subscription | null): TrialGroup {
  return { fullPath, name: fullPath, subscription };
}

function bodyOf(subscription: Subscription) {
  return subscriptionBody(
    { code: subscription.planCode, name: subscription.planName, trial: subscription.trial },
    subscription.trialStartsOn,
    subscription.trialEndsOn,
  );
}

/** A `GET /namespaces` entry (the namespace's own subscription stands for its top-level group's). */
function namespace(id: number, fullPath: string, subscription: Subscription | null, parentId: number | null = null) {
  return {
    id,
    name: fullPath,
    path: fullPath.split('/').pop(),
    kind: 'group',
    full_path: fullPath,
    parent_id: parentId,
    plan: subscription?.planCode ?? 'free',
    trial_ends_on: subscription?.trialEndsOn ?? null,
    trial: subscription?.trial ?? false,
  };
}

/** The API: `gitlab_subscription` by path or id, and `GET /namespaces` as the pages given (20 a page by default). */
function api({ byKey = {}, pages = [] }: { byKey?: Record<string, Subscription | FakeReply>; pages?: ReturnType<typeof namespace>[][] }) {
  return fakeRestApi(({ path, params }: FakeRequest): FakeReply => {
    if (path === '/api/v4/namespaces') {
      const page = Number(params['page'] ?? 1);
      const hasNext = page < pages.length;
      return { status: 200, data: pages[page - 1] ?? [], headers: { 'x-page': String(page), 'x-next-page': hasNext ? String(page + 1) : '' } };
    }
    const key = /^\/api\/v4\/namespaces\/([^/]+)\/gitlab_subscription$/.exec(path)?.[1];
    const entry = key === undefined ? undefined : byKey[decodeURIComponent(key)];
    if (!entry) return { status: 404, data: { message: '404 Namespace Not Found' } };
    return 'status' in entry ? entry : { status: 200, data: bodyOf(entry) };
  });
}

describe('topLevelGroupPath', () => {
  it('keeps the first path segment', () => {
    expect(topLevelGroupPath('gitlab-org/sub/project')).toBe('gitlab-org');
    expect(topLevelGroupPath('/acme-corp/')).toBe('acme-corp');
    expect(topLevelGroupPath('')).toBeNull();
    expect(topLevelGroupPath(undefined)).toBeNull();
  });
});

describe('groupTrialOf', () => {
  it('ignores groups without a trial', () => {
    expect(groupTrialOf(group('free', FREE), TODAY)).toBeNull();
    expect(groupTrialOf(group('none', null), TODAY)).toBeNull();
    expect(groupTrialOf(null, TODAY)).toBeNull();
    expect(groupTrialOf(group('paid', { ...ULTIMATE_ACTIVE, trial: false }), TODAY)).toBeNull();
  });
});

describe('useTrialStatus', () => {
  it("reads the top-level group of namespacePath", async () => {
    const { urls } = api({ byKey: { 'gitlab-org': ULTIMATE_ACTIVE } });
    const { result } = renderHook(() => useTrialStatus({ namespacePath: 'gitlab-org/gitlab', signedIn: true, today: TODAY }));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.groupTrial).not.toBeNull());
    expect(result.current.groupTrial).toMatchObject({ groupPath: 'gitlab-org', trial: { trialDaysUsed: 12, daysRemaining: 18, widgetActive: true } });
    expect(result.current.loading).toBe(false);
    expect(urls).toEqual(['/api/v4/namespaces/gitlab-org/gitlab_subscription']);
  });

  it('reads an expired trial of namespacePath', async () => {
    api({ byKey: { 'acme-corp': PREMIUM_EXPIRED } });
    const { result } = renderHook(() => useTrialStatus({ namespacePath: 'acme-corp', signedIn: true, today: TODAY }));
    await waitFor(() => expect(result.current.groupTrial).not.toBeNull());
    expect(result.current.groupTrial?.trial).toMatchObject({ daysRemaining: -10, widgetActive: false, popoverActive: false });
  });

  it('returns no trial for a group on a paid or free plan', async () => {
    api({ byKey: { 'free-group': FREE } });
    const { result } = renderHook(() => useTrialStatus({ namespacePath: 'free-group', signedIn: true, today: TODAY }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.groupTrial).toBeNull();
  });

  it('returns no trial, silently, for a 404 or a 403', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api({ byKey: { forbidden: { status: 403, data: { message: '403 Forbidden' } } } });
    for (const namespacePath of ['unknown-group', 'forbidden']) {
      const { result } = renderHook(() => useTrialStatus({ namespacePath, signedIn: true, today: TODAY }));
      await waitFor(() => expect(result.current.loading).toBe(false));
      expect(result.current.groupTrial).toBeNull();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns no trial on any other failure, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api({ byKey: { broken: { status: 500, data: { message: '500 Internal Server Error' } } } });
    const { result } = renderHook(() => useTrialStatus({ namespacePath: 'broken', signedIn: true, today: TODAY }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.groupTrial).toBeNull();
    expect(warn).toHaveBeenCalledWith('[mf_trial] could not load the trial status', expect.objectContaining({ status: 500 }));
  });

  it("without namespacePath, prefers the user's active top-level trial over an expired one", async () => {
    const { urls } = api({
      byKey: { '1': PREMIUM_EXPIRED, '3': ULTIMATE_ACTIVE },
      pages: [
        [
          namespace(1, 'acme-corp', PREMIUM_EXPIRED),
          namespace(2, 'gitlab-org/sub', ULTIMATE_ACTIVE, 3),
          namespace(4, 'free', FREE),
          namespace(3, 'gitlab-org', ULTIMATE_ACTIVE),
        ],
      ],
    });
    const { result } = renderHook(() => useTrialStatus({ signedIn: true, today: TODAY }));
    await waitFor(() => expect(result.current.groupTrial).not.toBeNull());
    expect(result.current.groupTrial?.groupPath).toBe('gitlab-org');
    expect(result.current.groupTrial?.trial).toMatchObject({ planName: 'Ultimate Trial', trialDaysUsed: 12, trialDuration: 30 });
    expect(urls).toEqual(['/api/v4/namespaces', '/api/v4/namespaces/3/gitlab_subscription']);
  });

  it('falls back to the first expired trial when none is active', async () => {
    api({ byKey: { '1': PREMIUM_EXPIRED }, pages: [[namespace(4, 'free', FREE), namespace(1, 'acme-corp', PREMIUM_EXPIRED)]] });
    const { result } = renderHook(() => useTrialStatus({ signedIn: true, today: TODAY }));
    await waitFor(() => expect(result.current.groupTrial).not.toBeNull());
    expect(result.current.groupTrial?.groupPath).toBe('acme-corp');
  });

  it('reads further pages (100 a page) until it finds an active trial', async () => {
    const { adapter } = api({
      byKey: { '3': ULTIMATE_ACTIVE },
      pages: [[namespace(1, 'acme-corp', PREMIUM_EXPIRED)], [namespace(3, 'gitlab-org', ULTIMATE_ACTIVE)], [namespace(5, 'later', ULTIMATE_ACTIVE)]],
    });
    const { result } = renderHook(() => useTrialStatus({ signedIn: true, today: TODAY }));
    await waitFor(() => expect(result.current.groupTrial).not.toBeNull());
    expect(result.current.groupTrial?.groupPath).toBe('gitlab-org');
    const listParams = adapter.mock.calls.map(([config]) => config).filter((config) => config.url === '/api/v4/namespaces').map((config) => config.params as object);
    expect(listParams).toEqual([{ page: 1, per_page: 100 }, { page: 2, per_page: 100 }]);
  });

  it('returns no trial when none of the user\'s top-level groups has one', async () => {
    const { urls } = api({ pages: [[namespace(4, 'free', FREE), namespace(2, 'gitlab-org/sub', ULTIMATE_ACTIVE, 3)]] });
    const { result } = renderHook(() => useTrialStatus({ signedIn: true, today: TODAY }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.groupTrial).toBeNull();
    expect(urls).toEqual(['/api/v4/namespaces']);
  });

  it('requests nothing for an anonymous visitor', () => {
    const { adapter } = api({});
    const { result } = renderHook(() => useTrialStatus({ namespacePath: 'gitlab-org', signedIn: false, today: TODAY }));
    expect(result.current).toEqual({ loading: false, groupTrial: null });
    expect(adapter).not.toHaveBeenCalled();
  });
});
