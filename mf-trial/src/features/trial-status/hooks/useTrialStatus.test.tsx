import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CURRENT_USER_TRIALS_QUERY } from '../api/getCurrentUserTrials';
import { TRIAL_STATUS_QUERY } from '../api/getTrialStatus';
import { TODAY } from '../testTrials';
import { groupTrialOf, topLevelGroupPath, useTrialStatus } from './useTrialStatus';

type Subscription = { planCode: string; planName: string; trial: boolean; trialStartsOn: string | null; trialEndsOn: string | null };

const ULTIMATE_ACTIVE: Subscription = { planCode: 'ultimate_trial', planName: 'Ultimate Trial', trial: true, trialStartsOn: '2025-11-10', trialEndsOn: '2025-12-10' };
const PREMIUM_EXPIRED: Subscription = { planCode: 'premium_trial', planName: 'Premium Trial', trial: true, trialStartsOn: '2025-10-13', trialEndsOn: '2025-11-12' };
const FREE: Subscription = { planCode: 'free', planName: 'Free', trial: false, trialStartsOn: null, trialEndsOn: null };

function group(id: number, fullPath: string, subscription: Subscription | null, parentId: number | null = null) {
  return {
    __typename: 'Group',
    id: `gid://gitlab/Group/${id}`,
    fullPath,
    name: fullPath,
    parent: parentId === null ? null : { __typename: 'Group', id: `gid://gitlab/Group/${parentId}` },
    gitlabSubscription: subscription && { __typename: 'GitlabSubscription', ...subscription },
  };
}

function groupMock(fullPath: string, subscription: Subscription | null) {
  const { parent: _parent, ...node } = group(1, fullPath, subscription);
  return { request: { query: TRIAL_STATUS_QUERY, variables: { fullPath } }, result: { data: { group: node } } };
}

function myGroupsMock(nodes: ReturnType<typeof group>[]) {
  return {
    request: { query: CURRENT_USER_TRIALS_QUERY },
    result: { data: { currentUser: { __typename: 'UserCore', id: 'gid://gitlab/User/2', groups: { __typename: 'GroupConnection', nodes } } } },
  };
}

function wrapperWith(mocks: object[]) {
  return ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;
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
    expect(groupTrialOf(group(1, 'free', FREE), TODAY)).toBeNull();
    expect(groupTrialOf(group(1, 'none', null), TODAY)).toBeNull();
    expect(groupTrialOf(null, TODAY)).toBeNull();
    expect(groupTrialOf(group(1, 'paid', { ...ULTIMATE_ACTIVE, trial: false }), TODAY)).toBeNull();
  });
});

describe('useTrialStatus', () => {
  it("reads the top-level group of namespacePath", async () => {
    const { result } = renderHook(() => useTrialStatus({ namespacePath: 'gitlab-org/gitlab', signedIn: true, today: TODAY }), {
      wrapper: wrapperWith([groupMock('gitlab-org', ULTIMATE_ACTIVE)]),
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.groupTrial).not.toBeNull());
    expect(result.current.groupTrial).toMatchObject({ groupPath: 'gitlab-org', trial: { trialDaysUsed: 12, daysRemaining: 18, widgetActive: true } });
    expect(result.current.loading).toBe(false);
  });

  it('reads an expired trial of namespacePath', async () => {
    const { result } = renderHook(() => useTrialStatus({ namespacePath: 'acme-corp', signedIn: true, today: TODAY }), {
      wrapper: wrapperWith([groupMock('acme-corp', PREMIUM_EXPIRED)]),
    });
    await waitFor(() => expect(result.current.groupTrial).not.toBeNull());
    expect(result.current.groupTrial?.trial).toMatchObject({ daysRemaining: -10, widgetActive: false, popoverActive: false });
  });

  it('returns no trial for a group on a paid or free plan', async () => {
    const { result } = renderHook(() => useTrialStatus({ namespacePath: 'free-group', signedIn: true, today: TODAY }), {
      wrapper: wrapperWith([groupMock('free-group', FREE)]),
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.groupTrial).toBeNull();
  });

  it("without namespacePath, prefers the user's active top-level trial over an expired one", async () => {
    const mocks = [
      myGroupsMock([
        group(1, 'acme-corp', PREMIUM_EXPIRED),
        group(2, 'gitlab-org/sub', ULTIMATE_ACTIVE, 3),
        group(4, 'free', FREE),
        group(3, 'gitlab-org', ULTIMATE_ACTIVE),
      ]),
    ];
    const { result } = renderHook(() => useTrialStatus({ signedIn: true, today: TODAY }), { wrapper: wrapperWith(mocks) });
    await waitFor(() => expect(result.current.groupTrial).not.toBeNull());
    expect(result.current.groupTrial?.groupPath).toBe('gitlab-org');
  });

  it('falls back to the first expired trial when none is active', async () => {
    const mocks = [myGroupsMock([group(4, 'free', FREE), group(1, 'acme-corp', PREMIUM_EXPIRED)])];
    const { result } = renderHook(() => useTrialStatus({ signedIn: true, today: TODAY }), { wrapper: wrapperWith(mocks) });
    await waitFor(() => expect(result.current.groupTrial).not.toBeNull());
    expect(result.current.groupTrial?.groupPath).toBe('acme-corp');
  });

  it('requests nothing for an anonymous visitor', () => {
    const { result } = renderHook(() => useTrialStatus({ namespacePath: 'gitlab-org', signedIn: false, today: TODAY }), {
      wrapper: wrapperWith([]),
    });
    expect(result.current).toEqual({ loading: false, groupTrial: null });
  });
});
