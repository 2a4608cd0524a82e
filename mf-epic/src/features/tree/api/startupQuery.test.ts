import { readFileSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line no-restricted-imports -- compares the documents in Node; no page runs it
import { parse, print, stripIgnoredCharacters } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { childItemsVariables, getChildItems } from './getChildItems';

// The page's real client (the unit tests' setup replaces it by the live-updates double).
vi.unmock('shared-kernel/graphql');

// The epic route's startup query (registry.json) is the tree's first read as the page's Apollo Client
// sends it (with the `__typename`s its cache adds): the client answers that read from the page's
// start only when operation name, document and variables are the same.
interface Route {
  id: string;
  graphql?: Array<{ operationName: string; query: string; variables: Record<string, unknown> }>;
}
const registry = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../../registry.json'), 'utf8')) as { modules: Array<{ name: string; routes?: Route[] }> };
const [startupCall] = registry.modules.find((m) => m.name === 'mf_epic')?.routes?.find((r) => r.id === 'epic')?.graphql ?? [];

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The tree's first read as the page's Apollo Client posts it. */
async function sentFirstRead(): Promise<{ query: string; operationName: string; variables: Record<string, unknown> }> {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify({ data: { group: null } }), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  await expect(getChildItems({ fullPath: 'gitlab-org/sub', iid: 10 })).rejects.toThrow('epic not found');
  const [, init] = fetch.mock.calls.at(-1)!;
  return JSON.parse(String(init?.body)) as { query: string; operationName: string; variables: Record<string, unknown> };
}

describe("the epic route's startup query", () => {
  it('is the tree query, as the client sends it', async () => {
    const sent = await sentFirstRead();
    expect(startupCall?.operationName).toBe(sent.operationName);
    // On a mismatch, the value registry.json needs: stripIgnoredCharacters(sent.query).
    expect(startupCall && print(parse(startupCall.query)), stripIgnoredCharacters(sent.query)).toBe(print(parse(sent.query)));
  });

  it('has the variables of the first page, filled from the address', async () => {
    const filled = JSON.parse(JSON.stringify(startupCall?.variables ?? {}).replace(/\{groupPath\}/g, 'gitlab-org/sub').replace(/\{iid\}/g, '10')) as unknown;
    expect(filled).toEqual(childItemsVariables({ fullPath: 'gitlab-org/sub', iid: 10 }));
    expect(filled).toEqual((await sentFirstRead()).variables);
  });
});
