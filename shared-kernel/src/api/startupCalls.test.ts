// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveGraphql } from 'shared-kernel/testing/live';
import { clearGlobalSlot, globalSlot } from '../internal/globalSlot';
import { SESSION_SLOT } from './csrf';
import { graphqlQuery } from './graphqlRequests';
import type { SessionSnapshot } from './sessionStore';
import { discardStartupCalls, documentKey, takeStartupCall } from './startupCalls';

// Apollo's code is not loaded for a query a startup call answers; other queries go to the kernel's test double.
vi.mock('shared-kernel/graphql', () => import('shared-kernel/testing/live'));

const SENT = 'query epicChildItems($fullPath:ID!$iid:ID){group(fullPath:$fullPath){id epic(iid:$iid){id title __typename}__typename}}';
const WRITTEN = `
  # The tree's first read.
  query epicChildItems($fullPath: ID!, $iid: ID) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        title
      }
    }
  }
`;
const VARIABLES = { fullPath: 'gitlab-org', iid: '10' };
const ANSWER = { data: { group: { __typename: 'Group', id: 'gid://gitlab/Group/1', epic: { __typename: 'Epic', id: 'gid://gitlab/Epic/10', title: 'From the page start' } } } };

function addStartupCall(variables: Record<string, unknown> = VARIABLES, query = SENT): HTMLLinkElement {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'fetch');
  link.setAttribute('crossorigin', 'use-credentials');
  link.setAttribute('href', `/api/graphql?${new URLSearchParams({ query, operationName: 'epicChildItems', variables: JSON.stringify(variables) }).toString()}`);
  document.head.append(link);
  return link;
}

let snapshot: SessionSnapshot;
beforeEach(() => {
  snapshot = { status: 'ready', user: { id: 1 } as SessionSnapshot['user'], csrfToken: 'token-1', error: null };
  globalSlot(SESSION_SLOT, () => ({ getSnapshot: () => snapshot, subscribe: () => () => {} }));
});

afterEach(() => {
  document.head.innerHTML = '';
  clearGlobalSlot(SESSION_SLOT);
  liveGraphql.reset();
  vi.unstubAllGlobals();
});

describe('documentKey', () => {
  it('compares documents by their tokens, without comments, commas or the __typename the client adds', () => {
    expect(documentKey(WRITTEN)).toBe(documentKey(SENT));
    expect(documentKey('query a { b(c: "x  y") }')).not.toBe(documentKey('query a { b(c: "x y") }'));
    expect(documentKey('query a { b { c } }')).not.toBe(documentKey('query a { b { d } }'));
  });
});

describe('takeStartupCall', () => {
  it('gives the address of the matching startup call once, whatever the order of the variables', () => {
    const other = addStartupCall({ ...VARIABLES, iid: '11' });
    const link = addStartupCall({ iid: '10', fullPath: 'gitlab-org' });
    expect(takeStartupCall(WRITTEN, VARIABLES)).toBe(link.href);
    expect(takeStartupCall(WRITTEN, VARIABLES)).toBeNull();
    expect(other.dataset['taken']).toBeUndefined();
    expect(takeStartupCall(WRITTEN.replace('title', 'state'), { ...VARIABLES, iid: '11' })).toBeNull();
  });

  it('gives none once discarded (a mutation), for another user than the first look found, or on an older page', () => {
    addStartupCall();
    discardStartupCalls();
    expect(takeStartupCall(WRITTEN, VARIABLES)).toBeNull();

    const stamped = addStartupCall({ ...VARIABLES, iid: '11' });
    expect(takeStartupCall(WRITTEN, VARIABLES)).toBeNull();
    expect(stamped.dataset['user']).toBe('1');
    snapshot = { ...snapshot, user: null };
    addStartupCall();
    expect(takeStartupCall(WRITTEN, VARIABLES)).toBeNull();

    addStartupCall();
    expect(takeStartupCall(WRITTEN, VARIABLES, { now: () => 31_000 })).toBeNull();
    expect(document.querySelectorAll('link:not([data-taken])')).toHaveLength(0);
  });
});

describe('graphqlQuery with a startup call', () => {
  it("answers a no-cache query from the page's start without loading the Apollo Client, and asks the client next time", async () => {
    const link = addStartupCall();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(ANSWER), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    liveGraphql.onQuery(() => ({ group: { id: 'gid://gitlab/Group/1', epic: null } }));

    expect(await graphqlQuery(WRITTEN, VARIABLES, { fetchPolicy: 'no-cache' })).toEqual(ANSWER.data);
    expect(fetch).toHaveBeenCalledWith(link.href, { credentials: 'include', headers: { Accept: 'application/json' } });
    expect(liveGraphql.queries()).toEqual([]);

    expect(await graphqlQuery(WRITTEN, VARIABLES, { fetchPolicy: 'no-cache' })).toEqual({ group: { id: 'gid://gitlab/Group/1', epic: null } });
    expect(liveGraphql.queries()).toHaveLength(1);
  });

  it('asks the client when the startup answer is not a successful one, and leaves a cached query to the client', async () => {
    addStartupCall();
    vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>(async () => new Response('{"errors":[{"message":"Internal server error"}]}', { status: 500, headers: { 'content-type': 'application/json' } })));
    liveGraphql.onQuery(() => ({ group: null }));
    expect(await graphqlQuery(WRITTEN, VARIABLES, { fetchPolicy: 'no-cache' })).toEqual({ group: null });

    const cached = addStartupCall();
    expect(await graphqlQuery(WRITTEN, VARIABLES)).toEqual({ group: null });
    expect(cached.dataset['taken']).toBeUndefined();
    expect(liveGraphql.queries()).toHaveLength(2);
  });
});
