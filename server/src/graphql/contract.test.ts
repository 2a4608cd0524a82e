import fs from 'node:fs';
import { buildSchema, Kind, NoUnusedFragmentsRule, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { frontEndReports, serverTestDocuments, type ClientDocument, type Problem } from '../test/clientDocuments/index.ts';
import { referenceSchema, withoutExtensions } from '../test/referenceSchema.ts';
import { SDL_PATH } from './sdl.ts';

// The GraphQL contract: every document the front end sends, read from its sources, validates against
// the checked-in SDL (server/schema.graphql, kept equal to the live schema by sdl.test.ts) and against
// GitLab 16.2's schema with our documented extensions removed.
const reports = frontEndReports();
const documents = reports.flatMap((report) => report.documents);
const label = (d: ClientDocument) => `${d.package}/${d.file}:${d.line} ${[...d.operations, ...d.fragments].join(', ')}`;
const where = (p: Problem) => `${p.package}/${p.file}:${p.line}: ${p.message}`;

let sdl: GraphQLSchema | undefined;
const ours = () => (sdl ??= buildSchema(fs.readFileSync(SDL_PATH, 'utf8')));

/** A document of fragments only is checked as a fragment library: nothing in it has to use them. */
const fragmentsOnly = (document: DocumentNode) => !document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION);

/** Checked against GitLab 16.2 without our extensions (an operation of our own is left as a fragment of what it selects). */
function referenceErrors(document: DocumentNode): string[] {
  const stripped = withoutExtensions(document, ours());
  return errors(referenceSchema(), stripped, fragmentsOnly(stripped));
}

function errors(schema: GraphQLSchema, document: DocumentNode, fragmentsOnly: boolean): string[] {
  const rules = fragmentsOnly ? specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule) : specifiedRules;
  return validate(schema, document, rules).map((error) => error.message);
}

describe('the front end GraphQL contract', () => {
  it('lists the front-end packages from the repository, the server excluded', () => {
    const names = reports.map((report) => report.package);
    expect(names).toEqual(expect.arrayContaining(['mf-issue', 'mf-notes', 'shared-kernel', 'shell']));
    expect(names).not.toContain('server');
  });

  it.each(reports.map((report) => [report.package, report] as const))('%s: every document it sends can be read, and a package that sends GraphQL has its documents', (_name, report) => {
    expect(report.problems.map(where)).toEqual([]);
    if (report.sends.length > 0) expect(report.documents.length).toBeGreaterThan(0);
  });

  it('every operation is named, once across the front end (server tests look them up by name)', () => {
    const names = documents.flatMap((d) => d.operations.map((name) => ({ name, at: label(d) })));
    expect(names.filter(({ name }) => name === '(anonymous)').map(({ at }) => at)).toEqual([]);
    const duplicates = names.filter(({ name }, index) => names.findIndex((other) => other.name === name) !== index);
    expect(duplicates.map(({ name, at }) => `${name} again in ${at}`)).toEqual([]);
  });

  it.each(documents.map((d) => [label(d), d] as const))('%s validates against server/schema.graphql', (_label, d) => {
    expect(d.parseError).toBeUndefined();
    expect(errors(ours(), parse(d.source), d.operations.length === 0)).toEqual([]);
  });

  it.each(documents.map((d) => [label(d), d] as const))('%s validates against GitLab 16.2 (extensions excluded)', (_label, d) => {
    expect(referenceErrors(parse(d.source))).toEqual([]);
  });
});

describe("the server tests' own operations (what no client sends)", () => {
  const own = serverTestDocuments();

  it('are read from the tests', () => {
    expect(own.problems.map(where)).toEqual([]);
    expect(own.documents.length).toBeGreaterThan(0);
  });

  it.each(own.documents.map((d) => [label(d), d] as const))('%s validates against server/schema.graphql and GitLab 16.2 (extensions excluded)', (_label, d) => {
    expect(d.parseError).toBeUndefined();
    const document = parse(d.source);
    expect(errors(ours(), document, d.operations.length === 0)).toEqual([]);
    expect(referenceErrors(document)).toEqual([]);
  });
});
