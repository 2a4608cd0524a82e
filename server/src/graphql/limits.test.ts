import { getIntrospectionQuery, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { frontEndReports } from '../test/clientDocuments/index.ts';
import { createTestApp, DEMO_ROOT_TOKEN, signIn, type TestApp } from '../test/harness.ts';
import { ANONYMOUS_LIMITS, AUTHENTICATED_LIMITS, limitErrors, MAX_QUERY_SIZE, operationCost, sourceProblem } from './limits.ts';
import { createPlatformSchema } from './schema.ts';

// Issue 10, item 10: GitLab's GraphQL limits (depth, complexity, size, aliases) with its error texts,
// and every operation the front ends send within them.

const schema = createPlatformSchema();

describe('the front ends stay within the limits', () => {
  // The contract test's collection: every document the front-end packages send.
  const documents = frontEndReports().flatMap((report) => report.documents.filter((d) => d.operations.length > 0));

  it('collects the front-end operations', () => {
    expect(documents.length).toBeGreaterThan(10);
  });

  it.each(documents.map((d) => [`${d.package}/${d.file}:${d.line} ${d.operations.join(', ')}`, d] as const))('%s', (_label, d) => {
    expect(sourceProblem(d.source)).toBeNull();
    const document = parse(d.source);
    for (const operation of document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)) {
      const cost = operationCost(schema, document, operation);
      // Queries and subscriptions are sent anonymously too (public projects); mutations need a user.
      const limits = operation.operation === 'mutation' ? AUTHENTICATED_LIMITS : ANONYMOUS_LIMITS;
      expect(limitErrors(cost, limits), `${operation.name?.value}: ${JSON.stringify(cost)}`).toEqual([]);
    }
  });
});

describe('GraphQL limits over HTTP and the WebSocket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ query }) });
  const messages = (response: { json: () => unknown }) => ((response.json() as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message);

  /** group → parent → … → id: depth levels + 2. */
  const nested = (levels: number) => `{ group(fullPath: "gitlab-org") { ${'parent { '.repeat(levels)}id${' }'.repeat(levels)} } }`;

  it('refuses depth beyond 15 anonymously and 20 signed in, with GitLab texts', async () => {
    const deep = nested(15); // depth 17
    const anonymous = await post(deep);
    expect(anonymous.statusCode).toBeLessThan(500);
    expect(messages(anonymous)).toEqual(['Query has depth of 17, which exceeds max depth of 15']);
    const root = await post(deep, { 'PRIVATE-TOKEN': DEMO_ROOT_TOKEN });
    expect(messages(root)).toEqual([]);
    const deeper = await post(nested(21), { 'PRIVATE-TOKEN': DEMO_ROOT_TOKEN });
    expect(messages(deeper)).toEqual(['Query has depth of 23, which exceeds max depth of 20']);
  });

  it('refuses complexity beyond 200 anonymous, 250 signed in, 300 admin', async () => {
    const fields = (n: number) => `{ ${Array.from({ length: n }, () => 'currentUser { id }').join(' ')} }`;
    // n repeated `currentUser { id }` merge into one field when unaliased; the count is per selection.
    const query = (n: number) => `{ ${Array.from({ length: n }, () => '__typename').join(' ')} }`;
    expect(messages(await post(query(201)))).toContain('Query has complexity of 201, which exceeds max complexity of 200');
    expect(messages(await post(query(201), { 'PRIVATE-TOKEN': DEMO_ROOT_TOKEN }))).toEqual([]);
    const developer = await signIn(t.app, 'developer');
    expect(messages(await post(query(251), { cookie: developer.cookie, 'x-csrf-token': developer.csrf }))).toContain('Query has complexity of 251, which exceeds max complexity of 250');
    expect(messages(await post(query(301), { 'PRIVATE-TOKEN': DEMO_ROOT_TOKEN }))).toContain('Query has complexity of 301, which exceeds max complexity of 300');
    expect(messages(await post(fields(2)))).toEqual([]);
  });

  it("lets GraphiQL's introspection query through anonymously", async () => {
    const response = await post(getIntrospectionQuery());
    expect(response.statusCode).toBe(200);
    expect(messages(response)).toEqual([]);
  });

  it('refuses 1,000 aliases of a project issue list before running anything', async () => {
    const aliases = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: project(fullPath: "gitlab-org/gitlab") { issues(first: 20) { nodes { id } } }`).join(' ')} }`;
    const started = performance.now();
    const response = await t.app.inject({ method: 'GET', url: `/api/graphql?query=${encodeURIComponent(aliases)}` });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBeGreaterThanOrEqual(200);
    expect(response.statusCode).toBeLessThan(500);
    // Larger than the size limit already; the same with the alias count below it.
    expect(messages(response)[0]).toMatch(/^Query too large/);
    const sixty = `{ ${Array.from({ length: 60 }, (_, i) => `a${i}: currentUser { id }`).join(' ')} }`;
    expect(messages(await post(sixty, { 'PRIVATE-TOKEN': DEMO_ROOT_TOKEN }))).toContain('Query has 60 aliases, which exceeds max aliases of 50');
  });

  it('answers 10,000 nested inline fragments, and deep nesting within the size limit, with errors, not 500', async () => {
    const fragments = `{ ${'... on Query { '.repeat(10_000)}__typename${' }'.repeat(10_000)} }`;
    const big = await post(fragments);
    expect(big.statusCode).toBeLessThan(500);
    expect(messages(big)).toEqual([`Query too large: ${fragments.length} characters, the limit is ${MAX_QUERY_SIZE}`]);
    // Under 10,000 characters, yet deep enough to exhaust a recursive parser.
    const deep = await post(`{${'a{'.repeat(3000)}b${'}'.repeat(3000)}}`);
    expect(deep.statusCode).toBeLessThan(500);
    expect(messages(deep)[0]).toMatch(/^Query is nested too deeply: 3001 levels, the limit is 64$/);
  });

  it('applies them over the WebSocket too, answering errors and keeping the connection', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/graphql`, 'graphql-transport-ws');
    const received: { id?: string; type: string; payload?: unknown }[] = [];
    socket.on('message', (data) => received.push(JSON.parse(String(data)) as (typeof received)[number]));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await expect.poll(() => received.map((m) => m.type)).toContain('connection_ack');
    socket.send(JSON.stringify({ id: 'big', type: 'subscribe', payload: { query: `{ ${'... on Query { '.repeat(10_000)}__typename${' }'.repeat(10_000)} }` } }));
    socket.send(JSON.stringify({ id: 'deep', type: 'subscribe', payload: { query: nested(15) } }));
    socket.send(JSON.stringify({ id: 'fine', type: 'subscribe', payload: { query: '{ __typename }' } }));
    await expect.poll(() => received.find((m) => m.id === 'fine' && m.type === 'next')?.payload).toEqual({ data: { __typename: 'Query' } });
    expect(received.find((m) => m.id === 'big')).toMatchObject({ type: 'error', payload: [{ message: expect.stringMatching(/^Query too large/) }] });
    expect(received.find((m) => m.id === 'deep')).toMatchObject({ type: 'error', payload: [{ message: 'Query has depth of 17, which exceeds max depth of 15' }] });
    expect((received.find((m) => m.id === 'deep')?.payload as unknown[]).length).toBe(1);
    socket.close();
  });
});
