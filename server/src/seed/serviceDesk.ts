import { eq, max } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { issueEmailParticipants } from '../domains/email-participants/tables.ts';
import { issues } from '../domains/issues/tables.ts';
import { renderNoteHtml } from '../domains/notes/render.ts';
import { newDiscussionId } from '../domains/notes/service.ts';
import { notes } from '../domains/notes/tables.ts';
import type { ProjectRow } from '../domains/projects/tables.ts';
import { addDays } from '../domains/subscriptions/rules.ts';
import { users } from '../domains/users/tables.ts';

/** The customer who wrote in, and the people copied on the thread (5: the warning shows 3, then "+ 2 more"). */
export const SERVICE_DESK_PARTICIPANTS = [
  'jane.customer@example.net',
  'billing@customer.example.net',
  'cto@customer.example.net',
  'ops@customer.example.net',
  'finance@customer.example.net',
];

export const SERVICE_DESK_ISSUE_TITLE = 'Cannot download my invoice';

/**
 * Service desk on acme-corp/website (private: owner and root): GitLab's support bot (an internal user
 * that cannot sign in: its password hash matches no password) authors an issue received by email,
 * with the customer's address as `service_desk_reply_to`, email participants and the customer's
 * follow-up as a note by the bot. The issue takes the project's next iid.
 */
export async function seedServiceDesk(db: Db, options: { now: Date; website: ProjectRow }): Promise<void> {
  const { now, website } = options;
  const [bot] = await db
    .insert(users)
    .values({ username: 'support-bot', name: 'GitLab Support Bot', email: 'support@example.com', passwordHash: '!', userType: 'support_bot', createdAt: addDays(now, -90) })
    .returning();
  if (!bot) throw new Error('seed support bot missing');
  const [last] = await db.select({ iid: max(issues.iid) }).from(issues).where(eq(issues.projectId, website.id));
  const iid = (last?.iid ?? 0) + 1;
  const [issue] = await db
    .insert(issues)
    .values({
      projectId: website.id,
      iid,
      title: SERVICE_DESK_ISSUE_TITLE,
      description: 'Hello,\n\nthe invoice link in my account page answers "Not found". Could you send me the March invoice?\n\nThanks,\nJane',
      authorId: bot.id,
      confidential: true,
      serviceDeskReplyTo: SERVICE_DESK_PARTICIPANTS[0],
      issueEmail: `incoming+acme-corp-website-${website.id}-issue-${iid}@localhost`,
      createdAt: addDays(now, -2),
      updatedAt: addDays(now, -1),
    })
    .returning();
  if (!issue) throw new Error('seed service desk issue missing');
  await db.insert(issueEmailParticipants).values(SERVICE_DESK_PARTICIPANTS.map((email, index) => ({ issueId: issue.id, email, createdAt: new Date(addDays(now, -2).getTime() + index * 60_000) })));
  const body = 'Adding our billing team and our CTO in copy. Any news?';
  const at = addDays(now, -1);
  await db.insert(notes).values({
    noteableType: 'Issue',
    noteableId: issue.id,
    projectId: website.id,
    discussionId: newDiscussionId(),
    authorId: bot.id,
    note: body,
    noteHtml: await renderNoteHtml(db, body, null),
    createdAt: at,
    updatedAt: at,
  });
}
