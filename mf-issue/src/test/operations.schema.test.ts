import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { issuableUpdatedSubscription, SIDEBAR_SUBSCRIPTION_FIELDS } from '../features/description/api/sidebarUpdatedSubscriptions';

// Every GraphQL document mf-issue sends must validate against GitLab 16.2's schema (the copy the
// server's schema test uses), so the page works against the reference system's API as well as ours.
const HERE = path.dirname(expect.getState().testPath ?? '');
const SRC = path.resolve(HERE, '..');
const REFERENCE_SCHEMA = path.resolve(HERE, '../../../server/reference/gitlab-16.2-schema.graphql');

/** `src/features/<feature>/api/*.ts`: one data operation per file. */
function apiFiles(): string[] {
  const features = path.join(SRC, 'features');
  return readdirSync(features).flatMap((feature) => {
    const dir = path.join(features, feature, 'api');
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return [];
    }
    return names.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).map((name) => path.join(dir, name));
  });
}

/**
 * Template literals holding a GraphQL operation or fragment (documents are plain strings here, parsed
 * with `gql` at run time). Documents built from a template with placeholders are validated as built, below.
 */
function documentsIn(source: string): string[] {
  return [...source.matchAll(/`(\s*(?:query|mutation|subscription|fragment)\b[^`]*)`/g)].map((match) => match[1] as string).filter((document) => !document.includes('${'));
}

/** Documents an api file builds from a template, as it builds them. */
const BUILT_DOCUMENTS = SIDEBAR_SUBSCRIPTION_FIELDS.map((field) => ({ name: `features/description/api/sidebarUpdatedSubscriptions.ts ${field}`, document: issuableUpdatedSubscription(field) }));

const files = apiFiles().map((file) => ({ name: path.relative(SRC, file), source: readFileSync(file, 'utf8') }));
const documents = [...files.flatMap(({ name, source }) => documentsIn(source).map((document, index) => ({ name: `${name}#${index + 1}`, document }))), ...BUILT_DOCUMENTS];
let reference: GraphQLSchema | undefined;
const referenceSchema = () => (reference ??= buildSchema(readFileSync(REFERENCE_SCHEMA, 'utf8'), { assumeValidSDL: true }));

describe('mf-issue GraphQL documents', () => {
  it('finds the documents of every api file that sends GraphQL', () => {
    const sending = files.filter(({ source }) => /graphql(?:Mutate|Query)\s*</.test(source) || /graphql(?:Mutate|Query)\(/.test(source));
    expect(sending.length).toBeGreaterThan(0);
    for (const { name, source } of sending) expect(documentsIn(source).length, name).toBeGreaterThan(0);
  });

  it.each(documents.map(({ name, document }) => [name, document]))('%s validates against GitLab 16.2', (_name, document) => {
    expect(validate(referenceSchema(), parse(document)).map((error) => error.message)).toEqual([]);
  });
});
