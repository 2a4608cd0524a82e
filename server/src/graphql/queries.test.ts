import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ROOT_TOKEN, graphql, signIn, type Browser, type TestApp } from '../test/harness.ts';
import { addDays, isoDate } from '../domains/subscriptions/rules.ts';

// No client sends these (the trial widget reads its trials over REST): the server's own tests of the
// fields, validated against GitLab 16.2 by contract.test.ts like every test's /* GraphQL */ document.
const TRIAL_STATUS_QUERY = /* GraphQL */ `
  query trialStatus($fullPath: ID!) {
    group(fullPath: $fullPath) {
      id
      fullPath
      name
      gitlabSubscription {
        planCode
        planName
        trial
        trialStartsOn
        trialEndsOn
      }
    }
  }
`;

const CURRENT_USER_TRIALS_QUERY = /* GraphQL */ `
  query currentUserTrials {
    currentUser {
      id
      groups {
        nodes {
          id
          fullPath
          name
          parent {
            id
          }
          gitlabSubscription {
            planCode
            planName
            trial
            trialStartsOn
            trialEndsOn
          }
        }
      }
    }
  }
`;

const CURRENT_USER_QUERY = /* GraphQL */ `
  query currentUser {
    currentUser {
      id
      username
      name
      avatarUrl
      webUrl
      groups(search: "", permissionScope: CREATE_PROJECTS) {
        nodes {
          id
          fullPath
        }
      }
    }
  }
`;

const GROUP_QUERY = /* GraphQL */ `
  query group($fullPath: ID!) {
    group(fullPath: $fullPath) {
      id
      name
      fullPath
      fullName
      webUrl
      visibility
      parent {
        id
        fullPath
      }
      projects(includeSubgroups: true, first: 20) {
        count
        nodes {
          id
          name
          fullPath
          visibility
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

const PROJECT_ISSUE_QUERY = /* GraphQL */ `
  query projectIssue($fullPath: ID!, $iid: String) {
    project(fullPath: $fullPath) {
      id
      name
      fullPath
      webUrl
      visibility
      nameWithNamespace
      group {
        id
        fullPath
      }
      issue(iid: $iid) {
        id
        iid
        title
        state
        type
        reference(full: true)
        confidential
        webUrl
        author {
          id
          username
        }
      }
    }
  }
`;

const PROJECT_ISSUES_QUERY = /* GraphQL */ `
  query projectIssues($fullPath: ID!, $state: IssuableState) {
    project(fullPath: $fullPath) {
      id
      issues(state: $state, first: 50) {
        count
        nodes {
          iid
          title
          confidential
        }
      }
    }
  }
`;

const NAMESPACE_QUERY = /* GraphQL */ `
  query namespace($fullPath: ID!) {
    namespace(fullPath: $fullPath) {
      id
      name
      fullPath
      fullName
      projects {
        nodes {
          id
          fullPath
        }
      }
    }
  }
`;

let t: TestApp;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['owner', 'guest', 'outsider', 'developer', 'reporter']) as[name] = await signIn(t.app, name);
});
afterAll(async () => {
  await t.close();
});

const day = (offset: number) => isoDate(addDays(new Date(), offset));
const q = (who: string, query: string, variables?: Record<string, unknown>) => graphql(t.app, as[who] ?? null, query, variables);

describe('trial widget operations', () => {
  it('trialStatus returns the active trial to members', async () => {
    const result = await q('guest', TRIAL_STATUS_QUERY, { fullPath: 'gitlab-org' });
    expect(result).toEqual({
      data: {
        group: {
          id: 'gid://gitlab/Group/1',
          fullPath: 'gitlab-org',
          name: 'GitLab.org',
          gitlabSubscription: { planCode: 'ultimate_trial', planName: 'Ultimate Trial', trial: true, trialStartsOn: day(-12), trialEndsOn: day(18) },
        },
      },
    });
  });

  it('trialStatus hides the subscription from non-members and the group when private', async () => {
    const outsider = await q('outsider', TRIAL_STATUS_QUERY, { fullPath: 'gitlab-org' });
    expect(outsider.data?.group).toMatchObject({ fullPath: 'gitlab-org', gitlabSubscription: null });
    const anonymous = await q('anonymous', TRIAL_STATUS_QUERY, { fullPath: 'acme-corp' });
    expect(anonymous.data?.group).toMatchObject({ gitlabSubscription: null });
    expect((await q('anonymous', TRIAL_STATUS_QUERY, { fullPath: 'nope' })).data).toEqual({ group: null });
  });

  it('currentUserTrials lists the user groups with their trials (expired included)', async () => {
    const result = await q('owner', CURRENT_USER_TRIALS_QUERY);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      currentUser: {
        id: 'gid://gitlab/User/2',
        groups: {
          nodes: [
            {
              id: 'gid://gitlab/Group/2',
              fullPath: 'acme-corp',
              name: 'Acme Corp',
              parent: null,
              gitlabSubscription: { planCode: 'premium_trial', planName: 'Premium Trial', trial: true, trialStartsOn: day(-35), trialEndsOn: day(-5) },
            },
            {
              id: 'gid://gitlab/Group/1',
              fullPath: 'gitlab-org',
              name: 'GitLab.org',
              parent: null,
              gitlabSubscription: { planCode: 'ultimate_trial', planName: 'Ultimate Trial', trial: true, trialStartsOn: day(-12), trialEndsOn: day(18) },
            },
            {
              id: 'gid://gitlab/Group/3',
              fullPath: 'gitlab-org/platform',
              name: 'Platform',
              parent: { id: 'gid://gitlab/Group/1' },
              gitlabSubscription: { planCode: 'ultimate_trial', planName: 'Ultimate Trial', trial: true, trialStartsOn: day(-12), trialEndsOn: day(18) },
            },
          ],
        },
      },
    });
  });

  it('currentUserTrials is null when anonymous and empty for outsiders', async () => {
    expect(await q('anonymous', CURRENT_USER_TRIALS_QUERY)).toEqual({ data: { currentUser: null } });
    expect((await q('outsider', CURRENT_USER_TRIALS_QUERY)).data).toEqual({ currentUser: { id: 'gid://gitlab/User/7', groups: { nodes: [] } } });
  });

  it('works with a personal access token and over GET', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/graphql?query=${encodeURIComponent(CURRENT_USER_QUERY)}`,
      headers: { 'private-token': DEMO_ROOT_TOKEN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.currentUser).toMatchObject({ username: 'root', webUrl: 'http://localhost:8080/root' });
  });
});

describe('groups, projects and issues', () => {
  it('group lists readable projects including subgroups', async () => {
    const anonymous = await q('anonymous', GROUP_QUERY, { fullPath: 'gitlab-org' });
    expect(anonymous.data?.group).toMatchObject({ fullName: 'GitLab.org', parent: null, projects: { count: 1, nodes: [{ fullPath: 'gitlab-org/gitlab' }] } });
    const guest = await q('guest', GROUP_QUERY, { fullPath: 'gitlab-org' });
    expect((guest.data?.group as { projects: { count: number } }).projects.count).toBe(3);
    const sub = await q('guest', GROUP_QUERY, { fullPath: 'gitlab-org/platform' });
    expect(sub.data?.group).toMatchObject({ fullName: 'GitLab.org / Platform', parent: { fullPath: 'gitlab-org' } });
  });

  it('project and issue, with confidential issues hidden from guests', async () => {
    const issue = await q('reporter', PROJECT_ISSUE_QUERY, { fullPath: 'gitlab-org/gitlab', iid: '5' });
    expect(issue.data?.project).toMatchObject({
      id: 'gid://gitlab/Project/1',
      nameWithNamespace: 'GitLab.org / GitLab',
      group: { fullPath: 'gitlab-org' },
      issue: { iid: '5', state: 'opened', type: 'ISSUE', reference: 'gitlab-org/gitlab#5', confidential: true, webUrl: 'http://localhost:8080/gitlab-org/gitlab/-/issues/5', author: { username: 'maintainer' } },
    });
    const hidden = await q('guest', PROJECT_ISSUE_QUERY, { fullPath: 'gitlab-org/gitlab', iid: '5' });
    expect((hidden.data?.project as { issue: unknown }).issue).toBeNull();
    const list = await q('guest', PROJECT_ISSUES_QUERY, { fullPath: 'gitlab-org/gitlab', state: 'opened' });
    // #1–#3 and the five open issue states of seedIssueStates.ts the guest may read (not #5, confidential, nor the hidden one).
    expect((list.data?.project as { issues: { count: number } }).issues.count).toBe(8);
  });

  it('private projects are null for outsiders', async () => {
    expect((await q('outsider', PROJECT_ISSUE_QUERY, { fullPath: 'gitlab-org/platform/infrastructure', iid: '1' })).data).toEqual({ project: null });
    expect((await q('developer', PROJECT_ISSUE_QUERY, { fullPath: 'gitlab-org/platform/infrastructure', iid: '1' })).data?.project).toMatchObject({
      visibility: 'private',
      issue: { title: 'Rotate database credentials' },
    });
  });

  it('namespace(fullPath)', async () => {
    const result = await q('anonymous', NAMESPACE_QUERY, { fullPath: 'gitlab-org' });
    expect(result.data?.namespace).toMatchObject({ id: 'gid://gitlab/Group/1', fullName: 'GitLab.org', projects: { nodes: [{ fullPath: 'gitlab-org/gitlab' }] } });
  });
});

describe('errors and CSRF', () => {
  it('reports invalid operations as GraphQL errors, not 5xx', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/graphql', payload: { query: '{ nope }' } });
    // GraphQL over HTTP with application/json answers 200 and the errors.
    expect(response.statusCode).toBe(200);
    expect(response.json().errors[0].message).toMatch(/Cannot query field "nope"/);
    const garbage = await t.app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query": ' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toMatch(/JSON/);
  });

  it('refuses cookie-authenticated POSTs without the CSRF token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { cookie: as.owner?.cookie ?? '' },
      payload: { query: CURRENT_USER_QUERY },
    });
    expect(response.statusCode).toBe(422);
  });
});
