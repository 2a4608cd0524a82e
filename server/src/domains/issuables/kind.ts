import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ErrorCode } from '../../errors.ts';
import type { Live } from '../../plugins/live.ts';
import type { Viewer } from '../memberships/viewer.ts';
import type { UserRow } from '../users/tables.ts';
import type { IssuableRef } from './events.ts';
import type { IssuableChanges, IssuableUpdateResult } from './update.ts';

/** What the shared routes ask of a loaded issuable, whatever its kind. */
export interface IssuableAbilities {
  /** update_issuable: the web update (404 otherwise). */
  update: boolean;
  /** destroy_issuable (404 otherwise). */
  destroy: boolean;
  /** admin_issuable: confidentiality and discussion lock mutations, deleting a description version (404 otherwise). */
  admin: boolean;
  /** award_emoji (the toggle answers `{ ok: false }` otherwise). */
  awardEmoji: boolean;
}

/** A readable issuable of one kind: what its loader answers and the shared routes act on. */
export interface LoadedIssuable {
  /** The polymorphic owner of its notes, awards, subscriptions and description versions. */
  owner: { type: 'Issue' | 'Epic' | 'MergeRequest'; id: number };
  iid: number;
  /** Full path of its project or group (`gitlab-org/gitlab`, `gitlab-org`). */
  fullPath: string;
  abilities: IssuableAbilities;
}

/**
 * What a kind's web routes do that differs (bound to the app: its renderer, base URL and database).
 * The shared routes (issuables/routes.ts) call these after the shared checks.
 */
export interface IssuableKindHandlers<Ctx extends LoadedIssuable> {
  /** The page JSON (`GET …/:iid(.json)`, and the answer of a web update). */
  pageJson(viewer: Viewer, ctx: Ctx): Promise<unknown>;
  /** `realtime_changes`: the title and description as rendered for this viewer. */
  realtimeChanges(viewer: Viewer, ctx: Ctx): Promise<unknown>;
  /** The web update: the kind's body (`{ issue: … }`, `{ epic: … }`) through its update service. */
  update(user: UserRow, ctx: Ctx, body: unknown): Promise<IssuableUpdateResult<{ iid: number }>>;
  /** The kind's destroy service (every dependent row: issuables/destroy.ts). */
  destroy(ctx: Ctx): Promise<void>;
  /** Whether this viewer may award now (the kind may add rules: an issue's locked discussion). */
  canAward(viewer: Viewer, ctx: Ctx): boolean;
  /** REST v4's single object (`GET /api/v4/{projects|groups}/:id/{issues|epics}/:iid`). */
  restJson(viewer: Viewer, ctx: Ctx): Promise<unknown>;
}

/**
 * One issuable kind's registration (domains/kinds.ts): its name, where it lives, how it loads and what
 * differs. From it, issuables/routes.ts produces the shared web JSON routes and the REST v4 single
 * object; the kind's own routes (an issue's sidebar, move, tasks…) stay in its domain.
 */
export interface IssuableKind<Ctx extends LoadedIssuable = LoadedIssuable> {
  /** The GraphQL and polymorphic type name. */
  name: 'Issue' | 'Epic' | 'MergeRequest';
  /** The noun of its messages ("Destroy confirmation not provided for epic"). */
  noun: string;
  /** Project-level (`/:namespace/:project/-/issues`) or group-level (`/groups/:group/-/epics`). */
  namespace: 'project' | 'group';
  /** The web path segment after `/-/`. */
  segment: string;
  /** REST v4: the collection segment and the iid parameter's name (`issues/:issue_iid`). */
  rest: { segment: string; iidParam: string };
  /** The 404 of a missing or unreadable one (`404 Issue Not Found`). */
  notFound: ErrorCode;
  /** The 409 of a stale lock_version. */
  staleMessage: string;
  /** The 422 of a destroy without confirmation. */
  destroyConfirmationMessage: string;
  /** Poll-Interval of realtime_changes (ms). */
  pollInterval: number;
  /** A readable one by its project or group (id or full path) and iid; the kind's 404 otherwise. */
  load(db: Db, viewer: Viewer, parent: { id: number } | { fullPath: string }, iid: number): Promise<Ctx>;
  /** The same one again after a write, as this viewer now sees it. */
  reload(db: Db, viewer: Viewer, ctx: Ctx): Promise<Ctx>;
  /** The loaded one as the core's events name it (awards toggled through the shared routes publish with it). */
  ref(ctx: Ctx): IssuableRef;
  isSubscribed(db: Db, userId: number, ctx: Ctx): Promise<boolean>;
  setSubscription(db: Db, userId: number, ctx: Ctx, subscribed: boolean): Promise<void>;
  /** The shared fields through the kind's update service (its rules apply: GitLab's filter_params). */
  updateShared(db: Db, live: Live, user: UserRow, ctx: Ctx, changes: IssuableChanges): Promise<IssuableUpdateResult<{ iid: number }>>;
  /** GraphQL: the shared mutations produced for it (issuables/resolvers.ts). */
  graphql: IssuableKindGraphql<Ctx>;
  /** The app-bound handlers of what differs. */
  handlers(app: FastifyInstance): IssuableKindHandlers<Ctx>;
}

/** GraphQL 16.2's shape of a kind's shared mutations (`issueSetSubscription(input: { projectPath, iid, subscribedState })`). */
export interface IssuableKindGraphql<Ctx extends LoadedIssuable> {
  /** The input field naming the parent, and its iid's type (`iid: String!` for issues, `ID!` for epics). */
  parentArg: 'projectPath' | 'groupPath';
  iidType: 'String' | 'ID';
  /** The payload field (`issue`, `epic`) and the value its GraphQL type resolves from. */
  payloadField: string;
  payload(ctx: Ctx): unknown;
  /** Besides `<kind>SetSubscription`, which shared mutations GitLab 16.2 has for this kind. */
  mutations: readonly ('SetConfidential' | 'SetLocked')[];
}

const kinds: IssuableKind[] = [];

/** Registers a kind (domains/kinds.ts, the composition root); a name registered again replaces it. */
export function registerIssuableKind<Ctx extends LoadedIssuable>(kind: IssuableKind<Ctx>): void {
  const at = kinds.findIndex((known) => known.name === kind.name);
  if (at === -1) kinds.push(kind as unknown as IssuableKind);
  else kinds[at] = kind as unknown as IssuableKind;
}

/** The registered kinds, in registration order. */
export function issuableKinds(): readonly IssuableKind[] {
  return kinds;
}
