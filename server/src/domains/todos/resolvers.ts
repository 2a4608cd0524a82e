import { eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { connection, connectionPage, gid, parseGid, type ConnectionArgs, type GraphQLContext } from '../../graphql/context.ts';
import type { EpicRow } from '../epics/tables.ts';
import type { IssueRow } from '../issues/tables.ts';
import { noteableProvider } from '../notes/providers.ts';
import { canReadInternalNotes } from '../notes/rules.ts';
import { notes } from '../notes/tables.ts';
import type { UserRow } from '../users/tables.ts';
import { usersById } from '../users/queries.ts';
import { RESOURCE_NOT_AVAILABLE, TODO_ACTIONS, todoActionName, type TodoActionName } from './rules.ts';
import { todoBody } from './serializers.ts';
import { listTodos, markAllTodosDone, markTodo, readableTarget, readableTodo, setTodoStateOf, type TodoListFilter, type TodoWithTarget } from './service.ts';
import type { TodoState, TodoTargetType } from './tables.ts';
import { todoTargetTypes } from './targets/index.ts';

/** Mutations::Todos::RestoreMany's limit. */
const MAX_RESTORE_MANY = 50;

const CURRENT_USER_TODOS_FIELD = 'currentUserTodos(after: String, before: String, first: Int, last: Int, state: TodoStateEnum): TodoConnection!';

/** GitLab 16.2's to-do types, queries and mutations (the subset of its schema the platform's kinds need). */
export const todoTypeDefs = /* GraphQL */ `
  enum TodoActionEnum {
    approval_required
    assigned
    build_failed
    directly_addressed
    marked
    member_access_requested
    mentioned
    merge_train_removed
    review_requested
    unmergeable
  }

  enum TodoStateEnum {
    done
    pending
  }

  enum TodoTargetEnum {
    ALERT
    COMMIT
    DESIGN
    EPIC
    ISSUE
    MERGEREQUEST
    WORKITEM
  }

  """A global id of a to-do: gid://gitlab/Todo/1."""
  scalar TodoID
  """A global id of what a to-do may point at: gid://gitlab/Issue/1, gid://gitlab/Epic/1."""
  scalar TodoableID

  interface Todoable {
    webUrl: String
  }

  interface CurrentUserTodos {
    ${CURRENT_USER_TODOS_FIELD}
  }

  type Todo {
    id: ID!
    action: TodoActionEnum!
    author: UserCore!
    body: String!
    createdAt: Time!
    group: Group
    note: Note
    project: Project
    state: TodoStateEnum!
    target: Todoable!
    targetType: TodoTargetEnum!
  }

  type TodoEdge {
    cursor: String!
    node: Todo
  }

  type TodoConnection {
    edges: [TodoEdge]
    nodes: [Todo]
    pageInfo: PageInfo!
  }

  extend type Issue implements Todoable & CurrentUserTodos {
    ${CURRENT_USER_TODOS_FIELD}
  }

  extend type Epic implements Todoable & CurrentUserTodos {
    ${CURRENT_USER_TODOS_FIELD}
  }

  extend type UserCore {
    todos(
      action: [TodoActionEnum!]
      after: String
      authorId: [ID!]
      before: String
      first: Int
      groupId: [ID!]
      last: Int
      projectId: [ID!]
      state: [TodoStateEnum!]
      type: [TodoTargetEnum!]
    ): TodoConnection
  }

  input TodoCreateInput {
    clientMutationId: String
    targetId: TodoableID!
  }

  type TodoCreatePayload {
    clientMutationId: String
    errors: [String!]!
    todo: Todo
  }

  input TodoMarkDoneInput {
    clientMutationId: String
    id: TodoID!
  }

  type TodoMarkDonePayload {
    clientMutationId: String
    errors: [String!]!
    todo: Todo!
  }

  input TodoRestoreInput {
    clientMutationId: String
    id: TodoID!
  }

  type TodoRestorePayload {
    clientMutationId: String
    errors: [String!]!
    todo: Todo!
  }

  input TodoRestoreManyInput {
    clientMutationId: String
    ids: [TodoID!]!
  }

  type TodoRestoreManyPayload {
    clientMutationId: String
    errors: [String!]!
    todos: [Todo!]!
  }

  input TodosMarkAllDoneInput {
    clientMutationId: String
    targetId: TodoableID
  }

  type TodosMarkAllDonePayload {
    clientMutationId: String
    errors: [String!]!
    todos: [Todo!]!
  }

  extend type Query {
    """One of the viewer's to-dos; null when it is not theirs or its target is hidden from them."""
    todo(id: TodoID!): Todo
  }

  extend type Mutation {
    todoCreate(input: TodoCreateInput!): TodoCreatePayload
    todoMarkDone(input: TodoMarkDoneInput!): TodoMarkDonePayload
    todoRestore(input: TodoRestoreInput!): TodoRestorePayload
    todoRestoreMany(input: TodoRestoreManyInput!): TodoRestoreManyPayload
    todosMarkAllDone(input: TodosMarkAllDoneInput!): TodosMarkAllDonePayload
  }
`;

/** TodoTargetEnum ↔ the stored target type. */
const TARGET_ENUM: Record<string, TodoTargetType> = { ISSUE: 'Issue', EPIC: 'Epic', MERGEREQUEST: 'MergeRequest' };

interface TodoListArgs extends ConnectionArgs {
  action?: TodoActionName[] | null;
  authorId?: string[] | null;
  groupId?: string[] | null;
  projectId?: string[] | null;
  state?: TodoState[] | null;
  type?: string[] | null;
}

/** `5` or `gid://gitlab/User/5` → 5; anything else matches nothing (-1). */
const numericId = (value: string) => Number(/^(?:gid:\/\/gitlab\/[A-Za-z:]+\/)?(\d{1,10})$/.exec(value)?.[1] ?? -1);

/** A Todoable gid the platform knows (`gid://gitlab/Issue/1`, `gid://gitlab/Epic/1`). */
function todoableRef(value: string): { type: TodoTargetType; id: number } | null {
  for (const type of todoTargetTypes()) {
    const id = parseGid(value, type);
    if (id !== undefined) return { type, id };
  }
  return null;
}

function requireUser(context: GraphQLContext): UserRow {
  if (!context.user) throw new AppError('UNAUTHORIZED', RESOURCE_NOT_AVAILABLE);
  return context.user;
}

/** authorized_find! of a target or a to-do: anything missing or hidden reads the same. */
async function authorized<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw new AppError('NOT_FOUND', RESOURCE_NOT_AVAILABLE);
    throw error;
  }
}

async function todoConnection(context: GraphQLContext, filter: TodoListFilter, args: ConnectionArgs) {
  const { offset, limit } = connectionPage(args);
  if (!context.user) return connection([], offset, 0);
  const { items, total } = await listTodos(context.db, context.viewer, filter, { offset, limit });
  return connection(items, offset, total);
}

const currentUserTodos = (type: TodoTargetType, id: (parent: never) => number) => (parent: never, args: ConnectionArgs & { state?: TodoState | null }, context: GraphQLContext) =>
  todoConnection(context, { target: { type, id: id(parent) }, states: args.state ? [args.state] : undefined }, args);

const todoTargetResolveType = (parent: object) => ('epic' in parent ? 'Epic' : 'Issue');

export const todoResolvers = {
  Todoable: { __resolveType: todoTargetResolveType },
  CurrentUserTodos: { __resolveType: todoTargetResolveType },
  Todo: {
    id: ({ todo }: TodoWithTarget) => gid('Todo', todo.id),
    action: ({ todo }: TodoWithTarget) => todoActionName(todo.action),
    author: async ({ todo }: TodoWithTarget, _: unknown, context: GraphQLContext) => (await usersById(context.db, [todo.authorId])).get(todo.authorId),
    body: async (item: TodoWithTarget, _: unknown, context: GraphQLContext) => {
      const found = item.todo.noteId === null ? [] : await context.db.select({ id: notes.id, note: notes.note }).from(notes).where(eq(notes.id, item.todo.noteId));
      return todoBody(item, new Map(found.map((row) => [row.id, row.note])));
    },
    createdAt: ({ todo }: TodoWithTarget) => todo.createdAt.toISOString(),
    group: ({ target }: TodoWithTarget) => target.group,
    /** The comment that created it, as the notes domain serves it (internal ones only to their readers). */
    note: async ({ todo, target }: TodoWithTarget, _: unknown, context: GraphQLContext) => {
      if (todo.noteId === null) return null;
      const [note] = await context.db.select().from(notes).where(eq(notes.id, todo.noteId));
      const noteable = note ? await noteableProvider(target.type)?.readableById(context.db, context.viewer, target.id, context.config.externalUrl) : null;
      if (!note || !noteable || (note.internal && !canReadInternalNotes(noteable.access))) return null;
      return { note, noteable };
    },
    project: ({ target }: TodoWithTarget) => target.project,
    state: ({ todo }: TodoWithTarget) => todo.state,
    target: ({ target }: TodoWithTarget) => target.graphqlParent,
    targetType: ({ target }: TodoWithTarget) => target.type.toUpperCase(),
  },
  Issue: { currentUserTodos: currentUserTodos('Issue', (parent: { issue: IssueRow }) => parent.issue.id) },
  Epic: { currentUserTodos: currentUserTodos('Epic', (parent: { epic: EpicRow }) => parent.epic.id) },
  UserCore: {
    /** Only the viewer's own list: anybody else's reads as empty (GitLab's TodosResolver). */
    todos: async (user: UserRow, args: TodoListArgs, context: GraphQLContext) => {
      if (context.user?.id !== user.id) return connection([], connectionPage(args).offset, 0);
      const types = args.type?.map((value) => TARGET_ENUM[value]);
      if (types?.some((type) => type === undefined)) return connection([], connectionPage(args).offset, 0);
      return todoConnection(
        context,
        {
          actions: args.action?.map((name) => TODO_ACTIONS[name]),
          authorIds: args.authorId?.map(numericId),
          groupIds: args.groupId?.map(numericId),
          projectIds: args.projectId?.map(numericId),
          states: args.state ?? undefined,
          types: types as TodoTargetType[] | undefined,
        },
        args,
      );
    },
  },
  Query: {
    todo: async (_: unknown, args: { id: string }, context: GraphQLContext) => {
      if (!context.user) return null;
      try {
        return await readableTodo(context.db, context.viewer, parseGid(args.id, 'Todo') ?? 0);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    todoCreate: async (_: unknown, { input }: { input: { clientMutationId?: string | null; targetId: string } }, context: GraphQLContext) => {
      requireUser(context);
      const ref = todoableRef(input.targetId);
      if (!ref) throw new AppError('NOT_FOUND', RESOURCE_NOT_AVAILABLE);
      const target = await authorized(() => readableTarget(context.db, context.viewer, ref.type, ref.id));
      return { clientMutationId: input.clientMutationId ?? null, errors: [], todo: await markTodo(context.db, context.viewer, target) };
    },
    todoMarkDone: (_: unknown, { input }: { input: { clientMutationId?: string | null; id: string } }, context: GraphQLContext) => setState(context, input, 'done'),
    todoRestore: (_: unknown, { input }: { input: { clientMutationId?: string | null; id: string } }, context: GraphQLContext) => setState(context, input, 'pending'),
    /** GitLab restores at most 50 at once, the viewer's own done ones; others' and hidden ones are skipped. */
    todoRestoreMany: async (_: unknown, { input }: { input: { clientMutationId?: string | null; ids: string[] } }, context: GraphQLContext) => {
      requireUser(context);
      if (input.ids.length > MAX_RESTORE_MANY) throw new AppError('BAD_REQUEST', 'Too many to-do items requested.');
      const restored: TodoWithTarget[] = [];
      for (const id of new Set(input.ids.map((value) => parseGid(value, 'Todo') ?? 0))) {
        const found = await readableTodo(context.db, context.viewer, id).catch((error: unknown) => {
          if (error instanceof AppError && error.status === 404) return null;
          throw error;
        });
        if (found?.todo.state === 'done') restored.push(await setTodoStateOf(context.db, context.viewer, id, 'pending'));
      }
      return { clientMutationId: input.clientMutationId ?? null, errors: [], todos: restored };
    },
    todosMarkAllDone: async (_: unknown, { input }: { input: { clientMutationId?: string | null; targetId?: string | null } }, context: GraphQLContext) => {
      requireUser(context);
      let target: { type: TodoTargetType; id: number } | undefined;
      if (input.targetId) {
        const ref = todoableRef(input.targetId);
        if (!ref) throw new AppError('NOT_FOUND', RESOURCE_NOT_AVAILABLE);
        const found = await authorized(() => readableTarget(context.db, context.viewer, ref.type, ref.id));
        target = { type: found.type, id: found.id };
      }
      return { clientMutationId: input.clientMutationId ?? null, errors: [], todos: await markAllTodosDone(context.db, context.viewer, target) };
    },
  },
};

async function setState(context: GraphQLContext, input: { clientMutationId?: string | null; id: string }, state: TodoState) {
  requireUser(context);
  const id = parseGid(input.id, 'Todo') ?? 0;
  const todo = await authorized(() => setTodoStateOf(context.db, context.viewer, id, state));
  return { clientMutationId: input.clientMutationId ?? null, errors: [], todo };
}

