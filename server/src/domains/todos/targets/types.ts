import type { Db } from '../../../db/database.ts';
import type { GroupRow } from '../../groups/tables.ts';
import type { Viewer } from '../../memberships/viewer.ts';
import type { ProjectRow } from '../../projects/tables.ts';
import type { TodoTargetType } from '../tables.ts';

/** A to-do's target as one reader may see it: what the list, the REST entity and GraphQL need. */
export interface TodoTarget {
  type: TodoTargetType;
  id: number;
  title: string;
  description: string | null;
  state: string;
  /** The project of a project-level target (issues), with its namespace; null for group-level ones. */
  project: { project: ProjectRow; namespace: GroupRow } | null;
  /** The group of a group-level target (epics); null for project-level ones. */
  group: GroupRow | null;
  webUrl(base: string): string;
  /** The parent object of the kind's GraphQL type (`Issue`, `Epic`), as its resolvers take it. */
  graphqlParent: object;
}

/**
 * What the to-dos domain needs from one kind of target. Each kind applies its own read rule, so the
 * to-dos domain never decides who may read an issue or an epic: a target the reader may not read
 * (missing, confidential to them, in a project they left) is simply absent from `readable`'s answer.
 */
export interface TodoTargetKind {
  type: TodoTargetType;
  /** The targets among `ids` that `viewer` may read. */
  readable(db: Db, viewer: Viewer, ids: readonly number[]): Promise<Map<number, TodoTarget>>;
  /** REST v4 `target` entities (GitLab's Entities::Issue, EE::API::Entities::Epic) of readable targets. */
  apiJson(db: Db, viewer: Viewer, base: string, targets: readonly TodoTarget[]): Promise<Map<number, unknown>>;
}
