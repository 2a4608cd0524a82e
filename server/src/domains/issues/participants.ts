import type { Db } from '../../db/database.ts';
import { issuableParticipants } from '../issuables/participants.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { accessLevelsIn } from '../notes/queries.ts';
import { canReadInternalNotes } from '../notes/rules.ts';
import { canReadProject } from '../projects/rules.ts';
import type { UserRow } from '../users/tables.ts';
import { assigneesOfIssues } from './metadata.ts';
import { canReadIssue } from './rules.ts';
import { confidentialAssigneesOf } from './assignees.ts';
import type { IssueContext } from './service.ts';

export { mentionedInHtml, mentionedInMarkdown } from '../issuables/participants.ts';

/**
 * GitLab's `visible_participants` of an issue (issuables/participants.ts), with its assignees and the
 * mentions; only users who can read the issue are listed.
 */
export async function issueParticipants(
  db: Db,
  viewer: Viewer,
  ctx: Pick<IssueContext, 'issue' | 'project' | 'namespace' | 'accessLevel'>,
  /** The issue's assignees when the caller has them loaded already (the page's metadata). */
  knownAssignees?: Promise<UserRow[]>,
): Promise<UserRow[]> {
  const { issue } = ctx;
  const includeInternal = canReadInternalNotes({
    viewer: viewer.facts,
    accessLevel: ctx.accessLevel,
    noteableAuthorId: issue.authorId,
    discussionLocked: issue.discussionLocked,
    archived: ctx.project.archived,
  });
  return issuableParticipants(db, {
    type: 'Issue',
    id: issue.id,
    authorId: issue.authorId,
    description: issue.description,
    assignees: knownAssignees ?? assigneesOfIssues(db, [issue.id]).then((byIssue) => byIssue.get(issue.id) ?? []),
    includeInternal,
    mentions: true,
    readers: async (candidates) => {
      const [levels, assigned] = await Promise.all([accessLevelsIn(db, candidates.map((user) => user.id), ctx.project, ctx.namespace), confidentialAssigneesOf(db, issue)]);
      const allowed = new Set<number>();
      for (const user of candidates) {
        const facts = { id: user.id, isAdmin: user.isAdmin };
        const level = levels.get(user.id) ?? 0;
        if (canReadProject(facts, ctx.project, level) && canReadIssue(facts, issue, level, assigned)) allowed.add(user.id);
      }
      return allowed;
    },
  });
}
