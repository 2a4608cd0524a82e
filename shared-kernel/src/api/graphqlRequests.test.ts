import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphqlErrors, liveGraphql } from 'shared-kernel/testing/live';
import { assertNoErrors, graphqlMutate, graphqlQuery, isMutationErrors, MutationErrors } from './graphqlRequests';

// The Apollo subpath is loaded on first use; here it is the kernel's own test double.
vi.mock('shared-kernel/graphql', () => import('shared-kernel/testing/live'));

afterEach(() => liveGraphql.reset());

describe('graphqlMutate / graphqlQuery', () => {
  it('run through shared-kernel/graphql, loaded on first use', async () => {
    liveGraphql.onMutation((operation, variables) => ({ [operation]: { issue: { id: 'gid://gitlab/Issue/1' }, errors: [], input: variables } }));
    liveGraphql.onQuery(() => ({ group: { epic: { id: 'gid://gitlab/Epic/2' } } }));
    const mutated = await graphqlMutate<{ issueSetLocked: { errors: string[] } }>('mutation lock($input: IssueSetLockedInput!) { issueSetLocked(input: $input) { errors } }', { input: { iid: '1' } });
    expect(mutated.issueSetLocked.errors).toEqual([]);
    const queried = await graphqlQuery<{ group: { epic: { id: string } } }>('query epic($fullPath: ID!) { group(fullPath: $fullPath) { id } }', { fullPath: 'gitlab-org' });
    expect(queried.group.epic.id).toBe('gid://gitlab/Epic/2');
    expect(liveGraphql.mutations()).toEqual([{ operation: 'issueSetLocked', variables: { input: { iid: '1' } } }]);
    expect(liveGraphql.queries()).toEqual([{ operation: 'group', variables: { fullPath: 'gitlab-org' } }]);
  });

  it('pass top-level errors on as the client reports them', async () => {
    liveGraphql.onMutation(() => {
      throw new GraphqlErrors(['The resource does not exist']);
    });
    await expect(graphqlMutate('mutation x { updateIssue(input: {}) { errors } }', {})).rejects.toMatchObject({ name: 'GraphqlErrors', messages: ['The resource does not exist'] });
  });
});

describe('assertNoErrors', () => {
  it('passes a payload without errors', () => {
    expect(() => assertNoErrors({ errors: [] })).not.toThrow();
    expect(() => assertNoErrors({})).not.toThrow();
  });

  it('rejects payload errors as MutationErrors and a missing payload as an error', () => {
    const error = (() => {
      try {
        assertNoErrors({ errors: ['Title is too long', 'Weight is invalid'] });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(MutationErrors);
    expect(isMutationErrors(error)).toBe(true);
    expect((error as MutationErrors).messages).toEqual(['Title is too long', 'Weight is invalid']);
    expect((error as MutationErrors).message).toBe('Title is too long Weight is invalid');
    expect(() => assertNoErrors(null)).toThrow('The mutation returned no payload');
    expect(isMutationErrors(new Error('x'))).toBe(false);
  });
});
