import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyse, type PackageReport, type SourcePackage } from './index.ts';
import { frontEndFolders, readFrontEndPackages } from './sources.ts';

const pkg = (folder: string, files: Record<string, string>, name = folder): SourcePackage => ({ folder, name, files: new Map(Object.entries(files)) });
const messages = (report: PackageReport | undefined) => (report?.problems ?? []).map((p) => `${p.file}:${p.line} ${p.message}`);
const operations = (report: PackageReport | undefined) => (report?.documents ?? []).flatMap((d) => d.operations);

/** A kernel like ours: its functions take the caller's document and hand it to Apollo or graphql-ws. */
const kernel = pkg(
  'shared-kernel',
  {
    'src/graphql/mutate.ts': `
      import { gql } from '@apollo/client';
      import { getApolloClient } from './apolloClient';
      export async function mutateGraphql(document: string, variables: Record<string, unknown>) {
        return (await getApolloClient().mutate({ mutation: gql(document), variables })).data;
      }`,
    'src/graphql/apolloClient.ts': `import { ApolloClient } from '@apollo/client'; export function getApolloClient() { return new ApolloClient({}); }`,
    'src/live/subscribe.ts': `
      import { getGraphqlWsClient } from './wsClient';
      export function subscribeGraphql(document: string, variables: Record<string, unknown>, sink: unknown) {
        return getGraphqlWsClient().subscribe({ query: document, variables }, sink);
      }`,
    'src/live/wsClient.ts': `import { createClient } from 'graphql-ws'; export const getGraphqlWsClient = () => createClient({ url: '' });`,
    'src/live/socketStatus.ts': `export function watchGraphqlSocketStatus(listener: (status: string) => void) { listener('idle'); return () => undefined; }`,
    'src/live/index.ts': `export { subscribeGraphql } from './subscribe'; export { watchGraphqlSocketStatus } from './socketStatus';`,
    'src/graphql/index.ts': `export { mutateGraphql } from './mutate'; export { subscribeGraphql } from 'shared-kernel/live';`,
  },
);

describe('reading documents', () => {
  it('finds /* GraphQL */ literals, gql tags and .graphql files with their #import fragments', () => {
    const [report] = analyse([
      pkg('mf-x', {
        'src/api/a.ts': 'export const A = /* GraphQL */ `query a { currentUser { id } }`;',
        'src/api/b.ts': "import { gql } from '@apollo/client';\nexport const B = gql`mutation b($input: UpdateIssueInput!) { updateIssue(input: $input) { errors } }`;",
        'src/api/c.graphql': '#import "./user.fragment.graphql"\nquery c { currentUser { ...User } }',
        'src/api/user.fragment.graphql': 'fragment User on UserCore { id username }',
      }),
    ]);
    expect(operations(report)).toEqual(['a', 'b', 'c']);
    expect(report?.documents.find((d) => d.operations.includes('c'))?.source).toContain('fragment User on UserCore');
    expect(report?.documents.filter((d) => d.operations.length === 0).map((d) => d.file)).toEqual(['src/api/user.fragment.graphql']);
  });

  it('fills placeholders with fragment documents, from the same file or a relative import', () => {
    const [report] = analyse([
      pkg('mf-x', {
        'src/api/fragments.ts': 'export const USER = /* GraphQL */ `fragment User on UserCore { id }`;',
        'src/api/a.ts': `
          import { USER } from './fragments';
          const NOTE = /* GraphQL */ \`fragment Note on Note { id }\`;
          export const A = /* GraphQL */ \`query a { currentUser { ...User } } \${USER}\`;
          export const B = /* GraphQL */ \`subscription b { workItemNoteCreated { ...Note } } \${NOTE}\`;`,
      }),
    ]);
    expect(messages(report)).toEqual([]);
    expect(report?.documents.find((d) => d.operations.includes('a'))?.source).toBe('query a { currentUser { ...User } } fragment User on UserCore { id }');
    expect(report?.documents.find((d) => d.operations.includes('b'))?.source).toContain('fragment Note on Note');
  });

  it('refuses documents built at run time and unmarked ones', () => {
    const [report] = analyse([
      pkg('mf-x', {
        'src/api/a.ts': [
          'export const built = (field: string) => /* GraphQL */ `subscription ${field} { ${field} { id } }`;',
          'export const PLAIN = `',
          '  query plain { currentUser { id } }',
          '`;',
          "export const QUOTED = 'mutation quoted($input: X) { x }';",
        ].join('\n'),
      }),
    ]);
    expect(operations(report)).toEqual([]);
    expect(messages(report)).toEqual([
      'src/api/a.ts:1 ${field} in a GraphQL document is filled in at run time: write each document out, and insert only fragment documents',
      'src/api/a.ts:2 a GraphQL document without its /* GraphQL */ marker: mark it so the contract test checks it',
      'src/api/a.ts:5 a GraphQL document in a plain string: write it as a /* GraphQL */ template literal',
    ]);
  });
});

describe('finding what is sent', () => {
  it("follows the kernel's functions and a remote's own wrappers to each document sent", () => {
    const reports = analyse([
      kernel,
      pkg('mf-x', {
        'src/lib/graphql.ts': `
          export async function graphqlQuery(document: string, variables: Record<string, unknown>) {
            const { getApolloClient } = await import('shared-kernel/graphql');
            const { gql } = await import('@apollo/client');
            return getApolloClient().query({ query: gql(document), variables });
          }`,
        'src/lib/live.ts': "export { subscribeGraphql as subscribeLive } from 'shared-kernel/live';",
        'src/api/getUser.ts': `
          import { graphqlQuery } from '../lib/graphql';
          const USER = /* GraphQL */ \`query user { currentUser { id } }\`;
          export const getUser = () => graphqlQuery(USER, {});`,
        'src/api/subscriptions.ts': `
          import { subscribeLive } from '../lib/live';
          const DOCUMENTS = {
            created: /* GraphQL */ \`subscription created($id: NoteableID) { workItemNoteCreated(noteableId: $id) { id } }\`,
            deleted: /* GraphQL */ \`subscription deleted($id: NoteableID) { workItemNoteDeleted(noteableId: $id) { id } }\`,
          } as const;
          export const watch = (kind: keyof typeof DOCUMENTS) => subscribeLive(DOCUMENTS[kind], {}, {});`,
        'src/api/setTitle.ts': `
          import { mutateGraphql } from 'shared-kernel/graphql';
          export const setTitle = () => mutateGraphql(/* GraphQL */ \`mutation setTitle($input: UpdateIssueInput!) { updateIssue(input: $input) { errors } }\`, {});`,
      }),
    ]);
    const [ours, remote] = reports;
    expect(ours?.wrappers.sort()).toEqual(['src/graphql/mutate.ts#mutateGraphql', 'src/live/subscribe.ts#subscribeGraphql']);
    expect(messages(ours)).toEqual([]);
    expect(messages(remote)).toEqual([]);
    expect(remote?.wrappers).toEqual(['src/lib/graphql.ts#graphqlQuery']);
    expect(remote?.sends.map((s) => `${s.file}: ${s.documents.flatMap((d) => d.operations).join(', ')}`).sort()).toEqual([
      'src/api/getUser.ts: user',
      'src/api/setTitle.ts: setTitle',
      'src/api/subscriptions.ts: created, deleted',
    ]);
  });

  it("recognises Apollo's hooks", () => {
    const [report] = analyse([
      pkg('mf-x', {
        'src/features/user/useUser.ts': "import { useQuery } from '@apollo/client';\nconst USER = /* GraphQL */ `query user { currentUser { id } }`;\nexport const useUser = () => useQuery(USER);",
      }),
    ]);
    expect(messages(report)).toEqual([]);
    expect(report?.sends).toHaveLength(1);
  });

  it('fails a package whose sends cannot be read, so a new remote cannot escape the check', () => {
    const reports = analyse([
      kernel,
      pkg('mf-epic', {
        'src/api/epic.ts': `
          import { mutateGraphql } from 'shared-kernel/graphql';
          const document = (field: string) => \`mutation \${field}($input: UpdateEpicInput!) { updateEpic(input: $input) { errors } }\`;
          export const close = () => mutateGraphql(document('closeEpic'), {});`,
      }),
      pkg('mf-odd', { 'src/api/client.ts': "import { ApolloClient } from '@apollo/client';\nexport const client = new ApolloClient({});\nexport const send = (options: object) => client.query(options);" }),
      pkg('issuable-ui', { 'src/live/useLive.ts': "import { watchGraphqlSocketStatus } from 'shared-kernel/live';\nexport const watch = () => watchGraphqlSocketStatus(() => undefined);" }),
    ]);
    const epic = reports.find((r) => r.package === 'mf-epic');
    expect(epic?.documents).toEqual([]);
    expect(messages(epic)).toEqual(["src/api/epic.ts:4 mutateGraphql(…) sends a document the contract test cannot read: built at run time (`document('closeEpic')`)"]);
    expect(messages(reports.find((r) => r.package === 'mf-odd'))).toEqual([
      "src:0 imports a GraphQL client, but no call that sends a document was recognised: send through the kernel (mutateGraphql, subscribeGraphql, getApolloClient()) or Apollo’s hooks",
    ]);
    // Watching the socket's status sends nothing.
    expect(messages(reports.find((r) => r.package === 'issuable-ui'))).toEqual([]);
  });
});

describe('front-end packages', () => {
  it('are the folders with a package.json and a src/, the server excluded; tests and their fakes are not read', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'front-end-'));
    const write = (file: string, text = '') => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('server/package.json', '{"name":"@platform/server"}');
    write('server/src/app.ts');
    write('mf-epic/package.json', '{"name":"mf-epic"}');
    write('mf-epic/src/api/getEpic.ts', 'export const A = /* GraphQL */ `query epic { currentUser { id } }`;');
    write('mf-epic/src/api/getEpic.test.ts', 'export const B = /* GraphQL */ `query inTest { nope }`;');
    write('mf-epic/src/test/fakes.ts', 'export const C = /* GraphQL */ `query inFake { nope }`;');
    write('issuable-ui/package.json', '{"name":"issuable-ui"}');
    write('issuable-ui/src/index.ts');
    write('docs/src/readme.md');
    write('e2e/package.json', '{}');
    try {
      expect(frontEndFolders(root)).toEqual(['issuable-ui', 'mf-epic']);
      const [, epic] = readFrontEndPackages(root);
      expect([...(epic?.files.keys() ?? [])]).toEqual(['src/api/getEpic.ts']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
