import fs from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../kinds.ts';
import { createPlatformSchema } from '../../graphql/schema.ts';
import { graphql, signIn, type Browser } from '../../test/harness.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { REFERENCE_SCHEMA_PATH } from '../../test/referenceSchema.ts';
import { epicFixtures } from '../epics/fixtures.testing.ts';
import { issuableKinds } from './kind.ts';

let f: IssueFixtures;
let e: ReturnType<typeof epicFixtures>;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  f = await issueFixtures();
  e = epicFixtures(f);
  for (const name of ['developer', 'guest', 'outsider']) as[name] = await signIn(f.t.app, name);
});
afterAll(async () => {
  await f.t.close();
});

const gql = (who: string, query: string, variables: Record<string, unknown>) => graphql(f.t.app, as[who] ?? null, query, variables);

const ISSUE_SET_SUBSCRIPTION = /* GraphQL */ `
  mutation issueSetSubscription($projectPath: ID!, $iid: String!, $subscribedState: Boolean!) {
    issueSetSubscription(input: { projectPath: $projectPath, iid: $iid, subscribedState: $subscribedState }) {
      errors
      issue {
        iid
        subscribed
      }
    }
  }
`;
const EPIC_SET_SUBSCRIPTION = /* GraphQL */ `
  mutation epicSetSubscription($groupPath: ID!, $iid: ID!, $subscribedState: Boolean!) {
    epicSetSubscription(input: { groupPath: $groupPath, iid: $iid, subscribedState: $subscribedState }) {
      errors
      epic {
        iid
        subscribed
      }
    }
  }
`;
const ISSUE_SET_CONFIDENTIAL = /* GraphQL */ `
  mutation issueSetConfidential($projectPath: ID!, $iid: String!, $confidential: Boolean!) {
    issueSetConfidential(input: { projectPath: $projectPath, iid: $iid, confidential: $confidential }) {
      errors
      issue {
        confidential
      }
    }
  }
`;

describe('issuable kinds', () => {
  it('registers the issue, the epic and the merge request in the composition root', () => {
    expect(issuableKinds().map((kind) => [kind.name, kind.namespace, kind.segment])).toEqual([
      ['Issue', 'project', 'issues'],
      ['Epic', 'group', 'epics'],
      ['MergeRequest', 'project', 'merge_requests'],
    ]);
  });

  it('produces mutations valid on our schema and on GitLab 16.2', () => {
    const ours = createPlatformSchema();
    const reference = buildSchema(fs.readFileSync(REFERENCE_SCHEMA_PATH, 'utf8'), { assumeValidSDL: true });
    for (const source of [ISSUE_SET_SUBSCRIPTION, EPIC_SET_SUBSCRIPTION, ISSUE_SET_CONFIDENTIAL]) {
      expect(validate(ours, parse(source)).map((m) => m.message)).toEqual([]);
      expect(validate(reference, parse(source)).map((m) => m.message)).toEqual([]);
    }
  });

  it('sets an issue subscription through the shared mutation and the web toggle alike', async () => {
    const issue = await f.freshIssue('developer');
    const set = async (state: boolean) => (await gql('guest', ISSUE_SET_SUBSCRIPTION, { projectPath: 'gitlab-org/gitlab', iid: String(issue.iid), subscribedState: state })).data?.issueSetSubscription;
    expect(await set(true)).toEqual({ errors: [], issue: { iid: String(issue.iid), subscribed: true } });
    // Setting it again changes nothing.
    expect(await set(true)).toEqual({ errors: [], issue: { iid: String(issue.iid), subscribed: true } });
    const toggled = await f.call('guest', 'POST', `/gitlab-org/gitlab/-/issues/${issue.iid}/toggle_subscription`);
    expect(toggled.json()).toEqual({ subscribed: false });
    expect(await set(false)).toEqual({ errors: [], issue: { iid: String(issue.iid), subscribed: false } });
  });

  it('sets an epic subscription; anonymous users and readers of nothing get the one message', async () => {
    const epic = await e.freshEpic('developer');
    const set = (who: string, state: boolean, iid = String(epic.iid)) => gql(who, EPIC_SET_SUBSCRIPTION, { groupPath: 'gitlab-org', iid, subscribedState: state });
    expect((await set('guest', true)).data?.epicSetSubscription).toEqual({ errors: [], epic: { iid: String(epic.iid), subscribed: true } });
    expect((await f.call('guest', 'GET', `${epic.path}.json`)).json()).toMatchObject({ subscribed: true });
    expect((await set('guest', false)).data?.epicSetSubscription).toEqual({ errors: [], epic: { iid: String(epic.iid), subscribed: false } });
    for (const [who, iid] of [
      ['anonymous', String(epic.iid)],
      ['guest', '99999'],
      ['guest', 'x'],
    ] as const) {
      const refused = await set(who, true, iid);
      expect(refused.errors?.[0]?.message, `${who} ${iid}`).toBe("The resource that you are attempting to access does not exist or you don't have permission to perform this action");
    }
  });

  it('keeps issueSetConfidential for admins of the issue only', async () => {
    const issue = await f.freshIssue('developer');
    const set = (who: string) => gql(who, ISSUE_SET_CONFIDENTIAL, { projectPath: 'gitlab-org/gitlab', iid: String(issue.iid), confidential: true });
    expect((await set('guest')).errors?.[0]?.message).toBe("The resource that you are attempting to access does not exist or you don't have permission to perform this action");
    expect((await set('developer')).data?.issueSetConfidential).toEqual({ errors: [], issue: { confidential: true } });
  });
});
