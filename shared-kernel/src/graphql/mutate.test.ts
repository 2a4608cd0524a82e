import { afterEach, describe, expect, it, vi } from 'vitest';
import { configurePlatform, resetPlatformConfig } from '../api/config';
import { buildApolloClient } from './apolloClient';
import { isGraphqlErrors, mutateGraphql, queryGraphql, type GraphqlErrors } from './mutate';

afterEach(() => resetPlatformConfig());

function clientAnswering(body: unknown, status = 200) {
  configurePlatform({ apiBaseUrl: 'http://127.0.0.1:3000' });
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  return { fetch, client: buildApolloClient({ fetch }) };
}

const PROMOTE = 'mutation promote($input: TimelineEventPromoteFromNoteInput!) { timelineEventPromoteFromNote(input: $input) { errors } }';

describe('mutateGraphql', () => {
  it('posts the mutation and resolves with its data (payload errors included)', async () => {
    const { fetch, client } = clientAnswering({ data: { timelineEventPromoteFromNote: { errors: ['Occurred at is invalid'] } } });
    const data = await mutateGraphql<{ timelineEventPromoteFromNote: { errors: string[] } }>(PROMOTE, { input: { noteId: 'gid://gitlab/Note/1' } }, client);
    expect(data.timelineEventPromoteFromNote.errors).toEqual(['Occurred at is invalid']);
    const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as { variables: unknown; query: string };
    expect(body.variables).toEqual({ input: { noteId: 'gid://gitlab/Note/1' } });
    expect(body.query).toContain('timelineEventPromoteFromNote');
  });

  it('rejects top-level errors as GraphqlErrors with their messages', async () => {
    const { client } = clientAnswering({ data: { timelineEventPromoteFromNote: null }, errors: [{ message: 'Note does not belong to an incident' }] });
    const error = await mutateGraphql(PROMOTE, { input: { noteId: 'gid://gitlab/Note/1' } }, client).catch((e: unknown) => e);
    expect(isGraphqlErrors(error)).toBe(true);
    expect((error as GraphqlErrors).messages).toEqual(['Note does not belong to an incident']);
  });

  it('rejects network failures with the client error', async () => {
    configurePlatform({ apiBaseUrl: 'http://127.0.0.1:3000' });
    const client = buildApolloClient({ fetch: vi.fn<typeof globalThis.fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    const error = await mutateGraphql(PROMOTE, { input: {} }, client).catch((e: unknown) => e);
    expect(isGraphqlErrors(error)).toBe(false);
    expect(error).toBeInstanceOf(Error);
  });
});

const EPIC_COLOR = 'query issuableColor($fullPath: ID!, $iid: ID!) { group(fullPath: $fullPath) { id epic(iid: $iid) { id color } } }';

describe('queryGraphql', () => {
  it('asks the network each time and resolves with its data', async () => {
    const { fetch, client } = clientAnswering({ data: { group: { __typename: 'Group', id: 'gid://gitlab/Group/1', epic: { __typename: 'Epic', id: 'gid://gitlab/Epic/2', color: '#1068bf' } } } });
    const variables = { fullPath: 'gitlab-org', iid: '2' };
    const data = await queryGraphql<{ group: { epic: { color: string } } }>(EPIC_COLOR, variables, client);
    expect(data.group.epic.color).toBe('#1068bf');
    await queryGraphql(EPIC_COLOR, variables, client);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("keeps an answer out of the normalised cache with fetchPolicy 'no-cache'", async () => {
    const answer = { data: { group: { __typename: 'Group', id: 'gid://gitlab/Group/1', epic: { __typename: 'Epic', id: 'gid://gitlab/Epic/2', color: '#1068bf' } } } };
    const variables = { fullPath: 'gitlab-org', iid: '2' };
    const uncached = clientAnswering(answer);
    const data = await queryGraphql<{ group: { epic: { color: string } } }>(EPIC_COLOR, variables, uncached.client, { fetchPolicy: 'no-cache' });
    expect(data.group.epic.color).toBe('#1068bf');
    expect(uncached.client.cache.extract()).not.toHaveProperty(['Epic:gid://gitlab/Epic/2']);
    const cached = clientAnswering(answer);
    await queryGraphql(EPIC_COLOR, variables, cached.client);
    expect(cached.client.cache.extract()).toHaveProperty(['Epic:gid://gitlab/Epic/2']);
  });

  it('rejects top-level errors as GraphqlErrors with their messages', async () => {
    const { client } = clientAnswering({ data: { group: null }, errors: [{ message: 'The resource does not exist' }] });
    const error = await queryGraphql(EPIC_COLOR, { fullPath: 'x', iid: '1' }, client).catch((e: unknown) => e);
    expect(isGraphqlErrors(error)).toBe(true);
    expect((error as GraphqlErrors).messages).toEqual(['The resource does not exist']);
  });
});
