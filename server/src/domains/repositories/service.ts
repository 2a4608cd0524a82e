import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import type { UserRow } from '../users/tables.ts';
import type { RepositoryProject } from './access.ts';
import { publishRepositoryEvents, ZERO_SHA } from './events.ts';
import { initRepository } from './git.ts';
import { listBranches, resolveCommit } from './reads.ts';
import { canPushCode, canPushToBranch } from './rules.ts';
import { CommitActionError, moveBranch, writeCommit, type CommitAction, type Signature } from './writes.ts';

/** GitLab's refusal of a commit to a branch the user may not push to (`authorize_push_to_branch!`). */
export const PUSH_TO_BRANCH_DENIED = '403 Forbidden - You are not allowed to push into this branch';

/** The signed-in user who may push to the project, or the API's 401/403. */
export function pusher(request: FastifyRequest, project: RepositoryProject): UserRow {
  const user = request.viewer.user;
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!canPushCode(project.access)) throw new AppError('FORBIDDEN');
  return user;
}

export interface CommitRequest {
  branch: string;
  startBranch?: string | undefined;
  startSha?: string | undefined;
  message: string;
  actions: CommitAction[];
  author?: Partial<Signature>;
}

/**
 * Commits `actions` to a branch as GitLab's commits and files APIs do: on the branch's head, or on
 * `start_branch`/`start_sha` creating the branch; protected branches need their level. The branch moves
 * only if nobody moved it meanwhile; then it is a push like any other (the `pushed` event).
 */
export async function commitToBranch(app: FastifyInstance, request: FastifyRequest, project: RepositoryProject, input: CommitRequest): Promise<string> {
  const user = pusher(request, project);
  if (!canPushToBranch(project.access, input.branch)) throw new AppError('FORBIDDEN', PUSH_TO_BRANCH_DENIED);
  await initRepository(project.repo);
  const head = await resolveCommit(project.repo, `refs/heads/${input.branch}`);
  const start = input.startSha ?? input.startBranch;
  let parent: string | null;
  if (start !== undefined && start !== input.branch) {
    if (head) throw new AppError('VALIDATION_FAILED', `A branch called '${input.branch}' already exists. Switch to that branch in order to make changes`);
    parent = input.startSha ? await resolveCommit(project.repo, input.startSha) : await resolveCommit(project.repo, `refs/heads/${input.startBranch}`);
    if (!parent) throw new AppError('VALIDATION_FAILED', input.startSha ? `Cannot find start_sha '${input.startSha}'` : 'You can only create or edit files when you are on a branch');
  } else {
    parent = head;
    // Only an empty repository takes a first commit on a branch that does not exist.
    if (!head && (await listBranches(project.repo)).length > 0) throw new AppError('VALIDATION_FAILED', 'You can only create or edit files when you are on a branch');
  }
  const signature = { name: user.name, email: user.email };
  const author = { name: input.author?.name ?? signature.name, email: input.author?.email ?? signature.email };
  let sha: string;
  try {
    sha = await writeCommit(project.repo, parent, input.actions, input.message, author, signature);
  } catch (error) {
    if (error instanceof CommitActionError) throw new AppError('VALIDATION_FAILED', error.message);
    throw error;
  }
  if (!(await moveBranch(project.repo, input.branch, sha, head))) throw new AppError('VALIDATION_FAILED', 'Could not update the branch: it changed meanwhile. Please try again.');
  await publishRepositoryEvents(
    { db: app.db, live: app.live, dataDir: app.config.dataDir },
    [{ type: 'pushed', projectId: project.project.id, userId: user.id, ref: `refs/heads/${input.branch}`, before: head ?? ZERO_SHA, after: sha }],
    (error, subscriber) => request.log.error({ err: error, subscriber }, 'repository event subscriber failed'),
  );
  return sha;
}
