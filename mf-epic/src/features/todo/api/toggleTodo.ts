import { assertNoErrors, graphqlMutate } from 'shared-kernel/api';

const TODO_CREATE = /* GraphQL */ `
  mutation epicTodoCreate($input: TodoCreateInput!) {
    todoCreate(input: $input) {
      todo {
        id
      }
      errors
    }
  }
`;

const TODO_MARK_DONE = /* GraphQL */ `
  mutation epicTodoMarkDone($input: TodoMarkDoneInput!) {
    todoMarkDone(input: $input) {
      todo {
        id
        state
      }
      errors
    }
  }
`;

/** `todoCreate` on the epic (its global id); resolves with the new to-do's global id. */
export async function createTodo(targetId: string): Promise<string> {
  const data = await graphqlMutate<{ todoCreate: { todo: { id: string } | null; errors: string[] } | null }>(TODO_CREATE, { input: { targetId } });
  assertNoErrors(data.todoCreate);
  const id = data.todoCreate?.todo?.id;
  if (!id) throw new Error('todoCreate returned no to-do');
  return id;
}

/** `todoMarkDone` of the viewer's pending to-do. */
export async function markTodoDone(id: string): Promise<void> {
  const data = await graphqlMutate<{ todoMarkDone: { todo: { id: string; state: string } | null; errors: string[] } | null }>(TODO_MARK_DONE, { input: { id } });
  assertNoErrors(data.todoMarkDone);
}
