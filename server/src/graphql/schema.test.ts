import fs from 'node:fs';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createPlatformSchema, EXTENSION_FIELDS, EXTENSION_TYPES } from './schema.ts';
import { REFERENCE_SCHEMA_PATH, referenceSchema, withoutExtensions } from '../test/referenceSchema.ts';

const referencePath = REFERENCE_SCHEMA_PATH;

it('the GitLab 16.2 reference schema is available', () => {
  expect(fs.existsSync(referencePath), `${referencePath} (set GITLAB_REFERENCE_SCHEMA to its path)`).toBe(true);
});

describe('our schema against GitLab 16.2', () => {
  // Front-end operations are validated in contract.test.ts.
  const ours = createPlatformSchema();

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
    // The trial widget's status query, as docs/graphql-extensions.md describes it.
    const trialStatus = parse(/* GraphQL */ `
      query trialStatus($fullPath: ID!) {
        group(fullPath: $fullPath) { id fullPath name gitlabSubscription { planCode planName trial trialStartsOn trialEndsOn } }
      }
    `);
    expect(validate(referenceSchema(), trialStatus).length).toBeGreaterThan(0);
    expect(validate(referenceSchema(), withoutExtensions(trialStatus, ours)).map((e) => e.message)).toEqual([]);
    expect(validate(ours, trialStatus).map((e) => e.message)).toEqual([]);
  });
});
