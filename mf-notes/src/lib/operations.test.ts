import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// eslint-disable-next-line no-restricted-imports -- validates the operations against the reference schema in Node; no page runs it
import { buildSchema, parse, validate } from 'graphql';
import { PROMOTE_TIMELINE_EVENT_MUTATION } from '../features/note-actions/api/promoteToTimeline';
import { NOTE_CREATED_SUBSCRIPTION } from '../features/polling/api/noteCreatedSubscription';
import { NOTE_DELETED_SUBSCRIPTION } from '../features/polling/api/noteDeletedSubscription';
import { NOTE_UPDATED_SUBSCRIPTION } from '../features/polling/api/noteUpdatedSubscription';

// The reference copy the server's schema test also reads (GITLAB_REFERENCE_SCHEMA overrides it).
const referencePath = process.env.GITLAB_REFERENCE_SCHEMA || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../server/reference/gitlab-16.2-schema.graphql');

const OPERATIONS = {
  NOTE_CREATED_SUBSCRIPTION,
  NOTE_UPDATED_SUBSCRIPTION,
  NOTE_DELETED_SUBSCRIPTION,
  PROMOTE_TIMELINE_EVENT_MUTATION,
};

describe('the GraphQL operations of mf-notes', () => {
  const schema = buildSchema(fs.readFileSync(referencePath, 'utf8'), { assumeValidSDL: true });
  it.each(Object.entries(OPERATIONS))('%s validates against GitLab 16.2', (_name, source) => {
    expect(validate(schema, parse(source)).map((error) => error.message)).toEqual([]);
  });
});
