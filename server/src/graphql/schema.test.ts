import fs from 'node:fs';
import { buildSchema, type GraphQLSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from './operations.ts';
import { createPlatformSchema, EXTENSION_FIELDS, EXTENSION_TYPES } from './schema.ts';
import { REFERENCE_SCHEMA_PATH } from '../test/referenceSchema.ts';

const referencePath = REFERENCE_SCHEMA_PATH;

/** Removes our documented extension fields from an operation, so the rest is checked against 16.2. */
function withoutExtensions(source: string): string {
  const fieldNames = EXTENSION_FIELDS.map((f) => f.split('.')[1]);
  let result = source;
  for (const name of fieldNames) {
    // Drops `name { ... }` (one nesting level, which is what our extensions select).
    result = result.replace(new RegExp(`\\b${name}\\s*\\{[^{}]*\\}`, 'g'), '');
  }
  return result;
}

it('the GitLab 16.2 reference schema is available', () => {
  expect(fs.existsSync(referencePath), `${referencePath} (set GITLAB_REFERENCE_SCHEMA to its path)`).toBe(true);
});

describe('GraphQL operations validate', () => {
  const ours = createPlatformSchema();
  let reference: GraphQLSchema | undefined;
  const referenceSchema = () => (reference ??= buildSchema(fs.readFileSync(referencePath, 'utf8'), { assumeValidSDL: true }));

  it.each(Object.entries(ALL_OPERATIONS))('%s against our schema', (_name, source) => {
    expect(validate(ours, parse(source)).map((e) => e.message)).toEqual([]);
  });

  it.each(Object.entries(ALL_OPERATIONS))('%s against GitLab 16.2 (extensions excluded)', (_name, source) => {
    expect(validate(referenceSchema(), parse(withoutExtensions(source))).map((e) => e.message)).toEqual([]);
  });

  it('every type and field we serve exists in 16.2 with the same type, except documented extensions', () => {
    const ref = referenceSchema();
    const problems: string[] = [];
    for (const type of Object.values(ours.getTypeMap())) {
      if (type.name.startsWith('__') || (EXTENSION_TYPES as readonly string[]).includes(type.name)) continue;
      const refType = ref.getType(type.name);
      if (!refType) {
        problems.push(`type ${type.name}`);
        continue;
      }
      if (!('getFields' in type) || !('getFields' in refType)) continue;
      const refFields = refType.getFields() as Record<string, { type: unknown; args?: readonly { name: string; type: unknown }[] }>;
      for (const field of Object.values(type.getFields()) as { name: string; type: unknown; args?: readonly { name: string; type: unknown }[] }[]) {
        const key = `${type.name}.${field.name}`;
        if ((EXTENSION_FIELDS as readonly string[]).includes(key)) continue;
        const refField = refFields[field.name];
        if (!refField) problems.push(`field ${key}`);
        else if (String(refField.type) !== String(field.type)) problems.push(`type of ${key}: ${String(field.type)} vs ${String(refField.type)}`);
        for (const arg of field.args ?? []) {
          const refArg = refField?.args?.find((a) => a.name === arg.name);
          if (refField && (!refArg || String(refArg.type) !== String(arg.type))) problems.push(`argument ${key}(${arg.name})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('an operation using an extension does not validate against 16.2 unless stripped', () => {
    const source = ALL_OPERATIONS.trialStatus ?? '';
    expect(validate(referenceSchema(), parse(source)).length).toBeGreaterThan(0);
  });
});
