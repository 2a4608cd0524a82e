import { AppError } from '../../errors.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { fullMessages, RESOURCE_NOT_AVAILABLE } from '../../lib/validation.ts';
import type { UserRow } from '../users/tables.ts';
import type { IssuableKind, LoadedIssuable } from './kind.ts';
import type { IssuableChanges } from './update.ts';

type Input = Record<string, unknown> & { clientMutationId?: string | null; iid: string };

const lowerFirst = (name: string) => `${name.charAt(0).toLowerCase()}${name.slice(1)}`;

/** The shared mutations of one kind, as GitLab 16.2 names them: `<kind>SetSubscription`, and `SetConfidential` / `SetLocked` where it has them. */
function mutationsOf(kind: IssuableKind): { name: string; argument: string; argumentType: string }[] {
  const all = [{ name: 'SetSubscription', argument: 'subscribedState', argumentType: 'Boolean!' }];
  if (kind.graphql.mutations.includes('SetConfidential')) all.push({ name: 'SetConfidential', argument: 'confidential', argumentType: 'Boolean!' });
  if (kind.graphql.mutations.includes('SetLocked')) all.push({ name: 'SetLocked', argument: 'locked', argumentType: 'Boolean!' });
  return all;
}

/** The SDL of the kinds' shared mutations (inputs, payloads, `extend type Mutation`). */
export function issuableMutationTypeDefs(kinds: readonly IssuableKind[]): string {
  const parts: string[] = [];
  const fields: string[] = [];
  for (const kind of kinds) {
    const { parentArg, iidType, payloadField } = kind.graphql;
    for (const mutation of mutationsOf(kind)) {
      const type = `${kind.name}${mutation.name}`;
      parts.push(`input ${type}Input {\n  clientMutationId: String\n  iid: ${iidType}!\n  ${parentArg}: ID!\n  ${mutation.argument}: ${mutation.argumentType}\n}`);
      parts.push(`type ${type}Payload {\n  clientMutationId: String\n  errors: [String!]!\n  ${payloadField}: ${kind.name}\n}`);
      fields.push(`  ${lowerFirst(type)}(input: ${type}Input!): ${type}Payload`);
    }
  }
  return `${parts.join('\n\n')}\n\nextend type Mutation {\n${fields.join('\n')}\n}\n`;
}

/** authorized_find!: the signed-in user and the issuable, if readable and `allowed`; GitLab's one message otherwise. */
async function authorized<Ctx extends LoadedIssuable>(context: GraphQLContext, kind: IssuableKind<Ctx>, input: Input, allowed: (ctx: Ctx) => boolean): Promise<{ user: UserRow; ctx: Ctx }> {
  const user = context.viewer.user;
  if (!user) throw new AppError('UNAUTHORIZED', RESOURCE_NOT_AVAILABLE);
  let ctx: Ctx;
  try {
    const iid = /^\d{1,10}$/.test(input.iid) ? Number(input.iid) : 0;
    ctx = await kind.load(context.db, context.viewer, { fullPath: String(input[kind.graphql.parentArg] ?? '') }, iid);
  } catch (error) {
    if (error instanceof AppError) throw new AppError('NOT_FOUND', RESOURCE_NOT_AVAILABLE);
    throw error;
  }
  if (!allowed(ctx)) throw new AppError('FORBIDDEN', RESOURCE_NOT_AVAILABLE);
  return { user, ctx };
}

/** The resolvers of the kinds' shared mutations, each through the kind's registration. */
export function issuableMutationResolvers(kinds: readonly IssuableKind[]) {
  const Mutation: Record<string, (parent: unknown, args: { input: Input }, context: GraphQLContext) => Promise<unknown>> = {};
  for (const kind of kinds) {
    const payload = (input: Input, ctx: LoadedIssuable, errors: string[]) => ({ clientMutationId: input.clientMutationId ?? null, errors, [kind.graphql.payloadField]: kind.graphql.payload(ctx) });
    /** Issuable::UpdateService through the kind's rules: `{ <kind>, errors }`, the errors of a refused update in `errors`. */
    const update = async (context: GraphQLContext, user: UserRow, ctx: LoadedIssuable, input: Input, changes: IssuableChanges) => {
      const result = await kind.updateShared(context.db, context.live, user, ctx, changes);
      if (result.kind === 'conflict') return payload(input, ctx, [kind.staleMessage]);
      if (result.kind === 'invalid') return payload(input, ctx, fullMessages(result.errors));
      return payload(input, await kind.reload(context.db, context.viewer, ctx), []);
    };
    const name = lowerFirst(kind.name);
    // Issuable::SetSubscription (update_subscription: any signed-in reader).
    Mutation[`${name}SetSubscription`] = async (_parent, { input }, context) => {
      const { user, ctx } = await authorized(context, kind, input, () => true);
      const wanted = input.subscribedState === true;
      if ((await kind.isSubscribed(context.db, user.id, ctx)) !== wanted) await kind.setSubscription(context.db, user.id, ctx, wanted);
      return payload(input, ctx, []);
    };
    if (kind.graphql.mutations.includes('SetConfidential')) {
      Mutation[`${name}SetConfidential`] = async (_parent, { input }, context) => {
        const { user, ctx } = await authorized(context, kind, input, (c) => c.abilities.admin);
        return update(context, user, ctx, input, { confidential: input.confidential === true });
      };
    }
    if (kind.graphql.mutations.includes('SetLocked')) {
      Mutation[`${name}SetLocked`] = async (_parent, { input }, context) => {
        const { user, ctx } = await authorized(context, kind, input, (c) => c.abilities.admin);
        return update(context, user, ctx, input, { discussionLocked: input.locked === true });
      };
    }
  }
  return { Mutation };
}
