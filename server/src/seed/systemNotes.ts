import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { recordSystemNote } from '../domains/description-versions/service.ts';
import { epics } from '../domains/epics/tables.ts';
import type { GroupRow } from '../domains/groups/tables.ts';
import { canAdminIssueLink, createIssueLink, destroyIssueLink } from '../domains/issue-links/service.ts';
import { loadIssue, updateIssue, type IssueChanges } from '../domains/issues/service.ts';
import { issues } from '../domains/issues/tables.ts';
import { labels } from '../domains/labels/tables.ts';
import { Viewer } from '../domains/memberships/viewer.ts';
import { milestones } from '../domains/milestones/tables.ts';
import { readableIssueNoteable } from '../domains/issues/noteable.ts';
import { createNote } from '../domains/notes/service.ts';
import type { ProjectRow } from '../domains/projects/tables.ts';
import { addDays, isoDate } from '../domains/subscriptions/rules.ts';
import type { UserRow } from '../domains/users/tables.ts';
import type { Live } from '../plugins/live.ts';

/** The seed runs before any subscriber exists: live events go nowhere. */
const quietLive: Live = {
  publish: async () => undefined,
  subscribe: () => () => undefined,
  iterate: () => (async function* () {})(),
};

export interface SystemNotesSeedInput {
  now: Date;
  user: (username: string) => UserRow;
  gitlabOrg: GroupRow;
  projects: { gitlab: ProjectRow; website: ProjectRow; infrastructure: ProjectRow };
}

/** The incident whose history shows every kind of system note. */
export const SYSTEM_NOTES_ISSUE_IID = 6;
/** The issue that gets the weight, health status and epic notes an incident cannot have. */
export const PLANNING_NOTES_ISSUE_IID = 5;

/**
 * gitlab-org/gitlab#6 goes through the real services (Issues::UpdateService, the `/spend` quick action,
 * IssueLinks create and destroy), so its history holds every kind of system note the server writes,
 * with real description versions ("Compare with previous version"): reopened, title, description (two
 * versions by two people), labels, assignees, milestone, time estimate, time spent, due date, weight,
 * confidential and visible, locked and unlocked, related and unrelated (#4 too), closed. Weight, health
 * status and epic do not apply to incidents (GitLab refuses them there), so their notes are on the
 * issue #5 instead. Its title, state and confidentiality end as seeded; its `updated_at` is put back so lists
 * keep their seeded order. The moved pair acme-corp/website#7 → gitlab-org/platform/infrastructure#1
 * gets its "moved to" / "moved from" notes (no move service exists yet).
 */
export async function seedSystemNotes(db: Db, input: SystemNotesSeedInput): Promise<void> {
  const { user, projects, gitlabOrg } = input;
  const maintainer = user('maintainer');
  const developer = user('developer');
  const gitlabRef = { id: projects.gitlab.id };
  const [seeded] = await db.select().from(issues).where(and(eq(issues.projectId, projects.gitlab.id), eq(issues.iid, SYSTEM_NOTES_ISSUE_IID)));
  if (!seeded) throw new Error('seed issue gitlab-org/gitlab#6 missing');

  const update = async (actor: UserRow, changes: IssueChanges) => {
    const ctx = await loadIssue(db, new Viewer(db, actor), gitlabRef, SYSTEM_NOTES_ISSUE_IID);
    const result = await updateIssue(db, quietLive, actor, ctx, changes);
    if (result.kind !== 'ok') throw new Error(`seed system notes: update failed (${JSON.stringify(changes)})`);
  };
  const groupLabel = async (title: string) => {
    const [row] = await db.select().from(labels).where(and(eq(labels.groupId, gitlabOrg.id), eq(labels.title, title)));
    if (!row) throw new Error(`seed label ${title} missing`);
    return row.id;
  };
  const [milestone] = await db.select().from(milestones).where(and(eq(milestones.groupId, gitlabOrg.id), eq(milestones.title, '16.2'), isNull(milestones.projectId)));
  const [epic] = await db.select().from(epics).where(and(eq(epics.groupId, gitlabOrg.id), eq(epics.iid, 1)));
  if (!milestone || !epic) throw new Error('seed milestone 16.2 or epic gitlab-org&1 missing');

  // Few saves, each writing several notes (fewer queries: the seed runs before every test file).
  const bug = await groupLabel('bug');
  const high = await groupLabel('priority::high');
  await update(maintainer, { stateEvent: 'reopen', title: 'API 500s on the issues endpoint' });
  await update(developer, { description: `${seeded.description ?? ''}\n\nErrors started right after the 16.2 deploy.` });
  await update(maintainer, {
    description: `${seeded.description ?? ''}\n\nErrors started right after the 16.2 deploy; the rollback at 14:05 UTC stopped them.\n\n- [x] Roll back\n- [ ] Postmortem`,
    addLabelIds: [bug, high],
    assigneeIds: [developer.id, maintainer.id],
    milestoneId: milestone.id,
    timeEstimate: 8 * 3600,
    dueDate: isoDate(addDays(input.now, 5)),
  });
  await update(maintainer, { removeLabelIds: [high], assigneeIds: [developer.id] });

  // Time spent through the quick action, as a comment made only of the command.
  const noteable = await readableIssueNoteable(db, new Viewer(db, developer), gitlabRef, { iid: SYSTEM_NOTES_ISSUE_IID }, '');
  await createNote(db, quietLive, developer, noteable, { note: '/spend 2h' });

  await update(maintainer, { confidential: true, discussionLocked: true });
  await update(maintainer, { confidential: false, discussionLocked: false });

  const viewer = new Viewer(db, maintainer);
  const [related] = await db.select().from(issues).where(and(eq(issues.projectId, projects.gitlab.id), eq(issues.iid, 4)));
  const [current] = await db.select().from(issues).where(eq(issues.id, seeded.id));
  const source = current ? await canAdminIssueLink(db, viewer, current) : null;
  const target = related ? await canAdminIssueLink(db, viewer, related) : null;
  if (!source || !target) throw new Error('seed issue link ends missing');
  const link = await createIssueLink(db, quietLive, maintainer, source, target, 'relates_to');
  await destroyIssueLink(db, quietLive, viewer, maintainer, await loadIssue(db, viewer, gitlabRef, SYSTEM_NOTES_ISSUE_IID), link.id);

  await update(maintainer, { title: seeded.title, stateEvent: 'close' });
  await db.update(issues).set({ updatedAt: seeded.updatedAt }).where(eq(issues.id, seeded.id));

  // What an incident does not have: weight, health status and epic, on the issue #5.
  const [planned] = await db.select().from(issues).where(and(eq(issues.projectId, projects.gitlab.id), eq(issues.iid, PLANNING_NOTES_ISSUE_IID)));
  if (!planned) throw new Error(`seed issue gitlab-org/gitlab#${PLANNING_NOTES_ISSUE_IID} missing`);
  const plannedCtx = await loadIssue(db, new Viewer(db, maintainer), gitlabRef, PLANNING_NOTES_ISSUE_IID);
  const planning = await updateIssue(db, quietLive, maintainer, plannedCtx, { weight: 3, healthStatus: 'at_risk', epicId: epic.id });
  if (planning.kind !== 'ok') throw new Error('seed system notes: weight, health status and epic not set');
  await db.update(issues).set({ updatedAt: planned.updatedAt }).where(eq(issues.id, planned.id));

  // Issues::MoveService's notes on the seeded moved pair (icon arrow-right, action moved).
  const [moved] = await db.select().from(issues).where(and(eq(issues.projectId, projects.website.id), eq(issues.iid, 7)));
  const [movedTo] = await db.select().from(issues).where(and(eq(issues.projectId, projects.infrastructure.id), eq(issues.iid, 1)));
  if (moved && movedTo && moved.movedToId === movedTo.id) {
    const owner = user('owner');
    await recordSystemNote(db, quietLive, { type: 'Issue', id: moved.id, project: { id: projects.website.id } }, owner, { body: 'moved to gitlab-org/platform/infrastructure#1', icon: 'arrow-right', action: 'moved' });
    await recordSystemNote(db, quietLive, { type: 'Issue', id: movedTo.id, project: { id: projects.infrastructure.id } }, owner, { body: 'moved from acme-corp/website#7', icon: 'arrow-right', action: 'moved' });
  }
}
