import { canMergeToBranch } from '../repositories/rules.ts';
import { ACCESS, type ViewerFacts } from '../memberships/rules.ts';
import { canReadProject, type Visibility } from '../projects/rules.ts';

/** GitLab's messages and limits of merge requests. */
export const MR_MESSAGES = {
  branchCannotBeMerged: 'Branch cannot be merged',
  notOpen: 'Merge request is not open',
  draft: 'Draft merge requests can not be merged',
  unresolved: 'Merge request has unresolved threads',
  shaMismatch: 'SHA does not match HEAD of source branch',
  /** API::Helpers::MergeRequestsHelpers#check_sha_param! (approve). */
  approveShaMismatch: (head: string | null) => `SHA does not match HEAD of source branch: ${head ?? ''}`,
  conflicts: 'Merge request has conflicts',
  notFastForward: 'Fast-forward merge is not possible. Rebase the source branch onto the target branch.',
  sameBranch: 'You can\'t use same project/branch for source and target',
  sourceMissing: 'Source branch does not exist',
  targetMissing: 'Target branch does not exist',
  alreadyExists: (iid: number) => `Another open merge request already exists for this source branch: !${iid}`,
  stale: 'Someone edited the merge request the same time you did. Please check out the merge request and make sure your changes will not unintentionally remove theirs.',
  destroyConfirmation: 'Destroy confirmation not provided for merge request',
} as const;

export interface MergeRequestAbilities {
  read: boolean;
  create: boolean;
  update: boolean;
  /** admin_merge_request: labels, assignees, reviewers, milestone, lock. */
  admin: boolean;
  destroy: boolean;
  merge: boolean;
  /** approve_merge_request: developers and above (GitLab Free: no approval rules, authors included). */
  approve: boolean;
  createNote: boolean;
  awardEmoji: boolean;
}

interface Facts {
  viewer: ViewerFacts | null;
  project: { visibility: Visibility; archived: boolean };
  accessLevel: number;
  authorId?: number;
  discussionLocked?: boolean;
  /** The merge request's target branch: merging into a protected one needs what pushing to it needs. */
  targetBranch?: string;
}

/**
 * read_merge_request: the project is readable and its code too (public and internal projects for
 * everyone who sees them; private projects from reporter on, as GitLab's download_code).
 */
export function canReadMergeRequests(viewer: ViewerFacts | null, project: { visibility: Visibility }, accessLevel: number): boolean {
  if (!canReadProject(viewer, project, accessLevel)) return false;
  if (viewer?.isAdmin) return true;
  return project.visibility !== 'private' || accessLevel >= ACCESS.REPORTER;
}

/** GitLab's ProjectPolicy/MergeRequestPolicy abilities for one merge request (or the project, without author). */
export function mergeRequestAbilities({ viewer, project, accessLevel, authorId, discussionLocked, targetBranch }: Facts): MergeRequestAbilities {
  const read = canReadMergeRequests(viewer, project, accessLevel);
  const signedIn = viewer !== null;
  const admin = viewer?.isAdmin ?? false;
  const writable = !project.archived;
  const developer = admin || accessLevel >= ACCESS.DEVELOPER;
  const isAuthor = signedIn && authorId !== undefined && viewer.id === authorId;
  const update = read && signedIn && writable && (developer || isAuthor);
  const lockedOut = (discussionLocked ?? false) && !developer;
  return {
    read,
    create: read && signedIn && writable && developer,
    update,
    admin: read && signedIn && writable && developer,
    destroy: read && signedIn && (admin || accessLevel >= ACCESS.OWNER),
    // Protected branches (the default branch) take merges from maintainers only, as the branches API says.
    merge: read && signedIn && writable && developer && (targetBranch === undefined || canMergeToBranch({ viewer, project, accessLevel }, targetBranch)),
    approve: read && signedIn && writable && developer,
    createNote: read && signedIn && writable && !lockedOut,
    awardEmoji: read && signedIn && !lockedOut,
  };
}
