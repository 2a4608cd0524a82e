import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { GroupRow } from '../groups/tables.ts';
import type { MergeRequestDiffRow, MergeRequestRow } from '../merge-requests/tables.ts';
import { labelsOfMrs } from '../merge-requests/service.ts';
import { findProject } from '../projects/queries.ts';
import { projectFullPath } from '../projects/serializers.ts';
import type { ProjectRow } from '../projects/tables.ts';
import { users, type UserRow } from '../users/tables.ts';
import { STATUS_CHECK_MESSAGES, validExternalUrl } from './rules.ts';
import { externalStatusChecks, statusCheckResponses, type ExternalStatusCheckRow } from './tables.ts';

export type CheckStatus = 'pending' | 'passed' | 'failed';

export async function statusChecksOf(db: Db, projectId: number): Promise<ExternalStatusCheckRow[]> {
  return db.select().from(externalStatusChecks).where(eq(externalStatusChecks.projectId, projectId)).orderBy(asc(externalStatusChecks.id));
}

export async function findStatusCheck(db: Db, projectId: number, id: number): Promise<ExternalStatusCheckRow | null> {
  const [row] = await db
    .select()
    .from(externalStatusChecks)
    .where(and(eq(externalStatusChecks.projectId, projectId), eq(externalStatusChecks.id, id)));
  return row ?? null;
}

export type SaveResult = { kind: 'ok'; check: ExternalStatusCheckRow } | { kind: 'invalid'; errors: string[] };

/** ExternalStatusCheck's validations, as full messages: presence, url, uniqueness per project. */
async function validationErrors(db: Db, projectId: number, values: { name: string; externalUrl: string }, exceptId: number | null): Promise<string[]> {
  const errors: string[] = [];
  const others = (await statusChecksOf(db, projectId)).filter((c) => c.id !== exceptId);
  if (values.externalUrl.trim() === '') errors.push(STATUS_CHECK_MESSAGES.urlBlank);
  else if (!validExternalUrl(values.externalUrl)) errors.push(STATUS_CHECK_MESSAGES.urlBlocked);
  else if (others.some((c) => c.externalUrl === values.externalUrl)) errors.push(STATUS_CHECK_MESSAGES.urlTaken);
  if (values.name.trim() === '') errors.push(STATUS_CHECK_MESSAGES.nameBlank);
  else if (others.some((c) => c.name === values.name)) errors.push(STATUS_CHECK_MESSAGES.nameTaken);
  return errors;
}

export async function createStatusCheck(db: Db, projectId: number, values: { name: string; externalUrl: string }): Promise<SaveResult> {
  const errors = await validationErrors(db, projectId, values, null);
  if (errors.length) return { kind: 'invalid', errors };
  const [check] = await db.insert(externalStatusChecks).values({ projectId, ...values }).onConflictDoNothing().returning();
  // A concurrent create with the same name or url lost the race to the unique indexes.
  if (!check) return { kind: 'invalid', errors: await validationErrors(db, projectId, values, null) };
  return { kind: 'ok', check };
}

export async function updateStatusCheck(db: Db, check: ExternalStatusCheckRow, changes: { name?: string | undefined; externalUrl?: string | undefined }): Promise<SaveResult> {
  const values = { name: changes.name ?? check.name, externalUrl: changes.externalUrl ?? check.externalUrl };
  const errors = await validationErrors(db, check.projectId, values, check.id);
  if (errors.length) return { kind: 'invalid', errors };
  const [saved] = await db.update(externalStatusChecks).set({ ...values, updatedAt: new Date() }).where(eq(externalStatusChecks.id, check.id)).returning();
  return saved ? { kind: 'ok', check: saved } : { kind: 'invalid', errors: await validationErrors(db, check.projectId, values, check.id) };
}

export async function destroyStatusCheck(db: Db, check: ExternalStatusCheckRow): Promise<void> {
  await db.delete(externalStatusChecks).where(eq(externalStatusChecks.id, check.id));
}

/** The latest answer of `check` for the merge request at `sha` (ExternalStatusCheck#response_for). */
async function latestResponse(db: Db, mrId: number, checkId: number, sha: string) {
  const [row] = await db
    .select()
    .from(statusCheckResponses)
    .where(and(eq(statusCheckResponses.mergeRequestId, mrId), eq(statusCheckResponses.externalStatusCheckId, checkId), eq(statusCheckResponses.sha, sha)))
    .orderBy(desc(statusCheckResponses.id))
    .limit(1);
  return row ?? null;
}

/** ExternalStatusCheck#status: the latest answer for the head sha; pending without one. */
export async function statusOf(db: Db, mrId: number, checkId: number, headSha: string | null): Promise<CheckStatus> {
  if (!headSha) return 'pending';
  return (await latestResponse(db, mrId, checkId, headSha))?.status ?? 'pending';
}

/** The external service's answer (MergeRequests::StatusCheckResponse), recorded for the sha. */
export async function recordResponse(db: Db, mrId: number, check: ExternalStatusCheckRow, sha: string, status: CheckStatus) {
  const [row] = await db.insert(statusCheckResponses).values({ mergeRequestId: mrId, externalStatusCheckId: check.id, sha, status }).returning();
  return row;
}

/**
 * ExternalStatusChecks::RetryService: only a failed check is retried; it goes back to pending and its
 * payload is sent again. False when the check is not failed at the head sha.
 */
export async function retryStatusCheck(db: Db, mrId: number, check: ExternalStatusCheckRow, headSha: string | null): Promise<boolean> {
  if (!headSha || (await statusOf(db, mrId, check.id, headSha)) !== 'failed') return false;
  await recordResponse(db, mrId, check, headSha, 'pending');
  return true;
}

// ---- sending ----

/** The merge request hook's user: GitLab redacts the e-mail address in what it sends. */
function hookUser(base: string, user: UserRow) {
  return { id: user.id, name: user.name, username: user.username, avatar_url: user.avatarUrl ?? null, email: '[REDACTED]', web_url: `${base}/${user.username}` };
}

const VISIBILITY_LEVEL = { private: 0, internal: 10, public: 20 } as const;

function hookProject(base: string, project: ProjectRow, namespace: GroupRow) {
  const fullPath = projectFullPath(project, namespace);
  const host = new URL(base).host;
  return {
    id: project.id,
    name: project.name,
    description: project.description ?? '',
    web_url: `${base}/${fullPath}`,
    avatar_url: null,
    git_ssh_url: `git@${host}:${fullPath}.git`,
    git_http_url: `${base}/${fullPath}.git`,
    namespace: namespace.name,
    visibility_level: VISIBILITY_LEVEL[project.visibility],
    path_with_namespace: fullPath,
    default_branch: 'main',
    ci_config_path: null,
    homepage: `${base}/${fullPath}`,
    url: `git@${host}:${fullPath}.git`,
    ssh_url: `git@${host}:${fullPath}.git`,
    http_url: `${base}/${fullPath}.git`,
  };
}

/**
 * MergeRequest#to_hook_data (Gitlab::HookData::MergeRequestBuilder) with `external_approval_rule`: the
 * payload an external status check receives.
 */
export async function statusCheckPayload(db: Db, base: string, mr: MergeRequestRow, version: Pick<MergeRequestDiffRow, 'headCommitSha'> | null, actor: UserRow, check: ExternalStatusCheckRow) {
  const found = await findProject(db, { id: mr.projectId });
  if (!found) return null;
  const project = hookProject(base, found.project, found.namespace);
  const labels = (await labelsOfMrs(db, [mr.id])).get(mr.id) ?? [];
  const labelJson = labels.map((l) => ({ id: l.id, title: l.title, color: l.color, project_id: l.projectId, created_at: l.createdAt.toISOString(), updated_at: l.updatedAt.toISOString(), template: false, description: l.description, type: l.projectId === null ? 'GroupLabel' : 'ProjectLabel', group_id: l.groupId }));
  const sha = version?.headCommitSha ?? null;
  return {
    object_kind: 'merge_request',
    event_type: 'merge_request',
    user: hookUser(base, actor),
    project,
    object_attributes: {
      id: mr.id,
      iid: mr.iid,
      title: mr.title,
      description: mr.description ?? '',
      state: mr.state,
      created_at: mr.createdAt.toISOString(),
      updated_at: mr.updatedAt.toISOString(),
      author_id: mr.authorId,
      source_branch: mr.sourceBranch,
      target_branch: mr.targetBranch,
      source_project_id: mr.sourceProjectId,
      target_project_id: mr.projectId,
      merge_commit_sha: mr.mergeCommitSha,
      draft: mr.draft,
      work_in_progress: mr.draft,
      url: `${project.web_url}/-/merge_requests/${mr.iid}`,
      source: project,
      target: project,
      last_commit: sha ? { id: sha, url: `${project.web_url}/-/commit/${sha}` } : null,
      labels: labelJson,
    },
    labels: labelJson,
    changes: {},
    repository: { name: project.name, url: project.url, description: project.description, homepage: project.homepage },
    external_approval_rule: { id: check.id, name: check.name, external_url: check.externalUrl },
  };
}

/** How long a delivery may take before it is given up (the check stays pending). */
const DELIVERY_TIMEOUT_MS = 10_000;

/** ApprovalRules::ExternalApprovalRulePayloadWorker: POST the payload; a failed delivery is dropped. */
export async function deliver(url: string, payload: unknown): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload), signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
    await response.arrayBuffer().catch(() => undefined);
    return response.ok;
  } catch {
    return false;
  }
}

export async function userById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Sends the payload to each of the project's checks (a new diff version), in the background. */
export async function sendStatusChecks(db: Db, base: string, mr: MergeRequestRow, version: Pick<MergeRequestDiffRow, 'headCommitSha'>, actorId: number, only?: ExternalStatusCheckRow): Promise<void> {
  const actor = await userById(db, actorId);
  if (!actor) return;
  const checks = only ? [only] : await statusChecksOf(db, mr.projectId);
  await Promise.all(
    checks.map(async (check) => {
      const payload = await statusCheckPayload(db, base, mr, version, actor, check);
      if (payload) await deliver(check.externalUrl, payload);
    }),
  );
}

