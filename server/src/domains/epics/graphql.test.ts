import fs from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformSchema } from '../../graphql/schema.ts';
import { clientOperation } from '../../test/clientDocuments/index.ts';
import { graphql, signIn, type Browser } from '../../test/harness.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { REFERENCE_SCHEMA_PATH } from '../../test/referenceSchema.ts';
import { epicFixtures } from './fixtures.testing.ts';

// What the epic page sends, read from mf-issue's sources.
const EPIC_DETAILS_QUERY = clientOperation('epicDetails');
const UPDATE_EPIC_STATE_MUTATION = clientOperation('updateEpicState');
const EPIC_COLOR_QUERY = clientOperation('issuableColor');
const UPDATE_EPIC_COLOR_MUTATION = clientOperation('updateIssuableColor');

// No client sends this yet: the server's own test of what an epic page may read about the viewer.
const EPIC_PERMISSIONS_QUERY = /* GraphQL */ `
  query epicPermissions($fullPath: ID!, $iid: ID) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        iid
        title
        titleHtml
        state
        confidential
        reference(full: true)
        subscribed
        upvotes
        downvotes
        userNotesCount
        labels {
          nodes {
            id
            title
          }
        }
        userPermissions {
          adminEpic
          awardEmoji
          createEpic
          createNote
          destroyEpic
          readEpic
          readEpicIid
          updateEpic
        }
      }
    }
  }
`;

const EPIC_OPERATIONS: Record<string, string> = {
  epicDetails: EPIC_DETAILS_QUERY,
  updateEpicState: UPDATE_EPIC_STATE_MUTATION,
  epicPermissions: EPIC_PERMISSIONS_QUERY,
};

let f: IssueFixtures;
let e: ReturnType<typeof epicFixtures>;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  f = await issueFixtures();
  e = epicFixtures(f);
  for (const name of ['owner', 'developer', 'reporter', 'guest', 'outsider']) as[name] = await signIn(f.t.app, name);
});
afterAll(async () => {
  await f.t.close();
});

const gql = (who: string, query: string, variables: Record<string, unknown>) => graphql(f.t.app, as[who] ?? null, query, variables);

describe('epic page operations validate', () => {
  const ours = createPlatformSchema();
  const reference = buildSchema(fs.readFileSync(REFERENCE_SCHEMA_PATH, 'utf8'), { assumeValidSDL: true });
  it.each(Object.entries(EPIC_OPERATIONS))('%s against our schema and GitLab 16.2', (_name, source) => {
    expect(validate(ours, parse(source)).map((m) => m.message)).toEqual([]);
    expect(validate(reference, parse(source)).map((m) => m.message)).toEqual([]);
  });
});

describe('Group.epic', () => {
  it('answers participants (epicDetails), internal commenters only for readers of internal notes', async () => {
    const participants = async (who: string) => {
      const result = await gql(who, EPIC_DETAILS_QUERY, { fullPath: 'gitlab-org', iid: '2' });
      expect(result.errors).toBeUndefined();
      return (result.data as { group: { epic: { participants: { nodes: { username: string; webUrl: string }[] } } } }).group.epic.participants.nodes;
    };
    expect((await participants('reporter')).map((p) => p.username)).toEqual(['maintainer', 'developer', 'guest', 'reporter', 'owner']);
    expect((await participants('anonymous')).map((p) => p.username)).toEqual(['maintainer', 'developer', 'guest', 'owner']);
    expect((await participants('anonymous'))[0]?.webUrl).toBe('http://localhost:8080/maintainer');
  });

  it('answers the viewer permissions and the issuable fields; hidden epics are null', async () => {
    const read = async (who: string, iid = '2') => (await gql(who, EPIC_PERMISSIONS_QUERY, { fullPath: 'gitlab-org', iid })).data as { group: { epic: Record<string, unknown> | null } };
    expect((await read('reporter')).group.epic).toMatchObject({
      title: 'Epic discussions',
      reference: 'gitlab-org&2',
      upvotes: 2,
      userNotesCount: 6,
      labels: { nodes: [{ title: 'feature' }, { title: 'workflow::in dev' }] },
      userPermissions: { adminEpic: true, updateEpic: true, destroyEpic: false, createNote: true, awardEmoji: true, readEpic: true },
    });
    expect((await read('guest')).group.epic).toMatchObject({ userNotesCount: 5, userPermissions: { updateEpic: false, createNote: true } });
    expect((await read('anonymous')).group.epic).toMatchObject({ subscribed: false, userPermissions: { createNote: false, awardEmoji: false } });
    expect((await read('owner')).group.epic).toMatchObject({ userPermissions: { destroyEpic: true } });
    expect((await read('guest', '3')).group.epic).toBeNull();
    expect((await read('reporter', '3')).group.epic).toMatchObject({ confidential: true });
  });
});

describe('updateEpic', () => {
  it('closes and reopens (stateEvent) for reporters+ with system notes; guests FORBIDDEN', async () => {
    const fresh = await e.freshEpic('guest');
    const state = (who: string, stateEvent: string) => gql(who, UPDATE_EPIC_STATE_MUTATION, { input: { groupPath: 'gitlab-org', iid: String(fresh.iid), stateEvent } });
    expect((await state('guest', 'CLOSE')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await state('anonymous', 'CLOSE')).errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect((await state('reporter', 'CLOSE')).data).toMatchObject({ updateEpic: { errors: [], epic: { state: 'closed' } } });
    expect((await state('developer', 'REOPEN')).data).toMatchObject({ updateEpic: { errors: [], epic: { state: 'opened' } } });
    expect((await e.systemNotes(fresh.id)).map((n) => [n.note, n.icon])).toEqual([
      ['closed', 'issue-close'],
      ['reopened', 'reopen'],
    ]);
    const confidential = await gql('guest', UPDATE_EPIC_STATE_MUTATION, { input: { groupPath: 'gitlab-org', iid: '3', stateEvent: 'CLOSE' } });
    expect(confidential.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('takes only the suggested colours (spec: the predefined list)', async () => {
    const fresh = await e.freshEpic('developer');
    const color = (value: string) => gql('reporter', UPDATE_EPIC_COLOR_MUTATION, { input: { groupPath: 'gitlab-org', iid: String(fresh.iid), color: value } });
    expect((await color('#9e5400')).data).toMatchObject({ updateEpic: { errors: [], epic: { color: '#9e5400', textColor: '#FFFFFF' } } });
    expect((await color('#000000')).data).toMatchObject({ updateEpic: { errors: ['Color is not included in the list'], epic: { color: '#9e5400' } } });
    const read = await gql('anonymous', EPIC_COLOR_QUERY, { fullPath: 'gitlab-org', iid: String(fresh.iid) });
    expect(read.data).toMatchObject({ group: { epic: { color: '#9e5400' } } });
  });
});
