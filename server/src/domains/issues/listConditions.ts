import { and, eq, gte, ilike, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { labels } from '../labels/tables.ts';
import { issueLabels } from './tables.ts';
import { milestones } from '../milestones/tables.ts';
import { users } from '../users/tables.ts';
import type { DueDateFilter, IssueListFilters } from './listParams.ts';
import { issueAssignees, issues } from './tables.ts';
import { escapeLike } from '../../lib/sqlLike.ts';

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));

/** IssuableFinder#by_due_date's ranges (Rails weeks start on Monday), as inclusive ISO dates; null: no due date. */
export function dueDateRange(filter: DueDateFilter, today: Date): { from?: string; to?: string } | null | 'any' {
  const day = addDays(today, 0);
  switch (filter) {
    case '0':
      return null;
    case 'any':
      return 'any';
    case 'today':
      return { from: iso(day), to: iso(day) };
    case 'tomorrow':
      return { from: iso(addDays(day, 1)), to: iso(addDays(day, 1)) };
    case 'overdue':
      return { to: iso(addDays(day, -1)) };
    case 'week': {
      const monday = addDays(day, -((day.getUTCDay() + 6) % 7));
      return { from: iso(monday), to: iso(addDays(monday, 6)) };
    }
    case 'month':
      return { from: iso(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1))), to: iso(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0))) };
    case 'next_month_and_previous_two_weeks':
      return { from: iso(addDays(day, -14)), to: iso(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 2, 0))) };
  }
}


/** Issues carrying a label with this title (project or group label). */
const hasLabelTitled = (titles: string[]) =>
  sql`exists (select 1 from ${issueLabels} join ${labels} on ${labels.id} = ${issueLabels.labelId} where ${issueLabels.issueId} = ${issues.id} and ${inArray(labels.title, titles)})`;
const hasAnyLabel = sql`exists (select 1 from ${issueLabels} where ${issueLabels.issueId} = ${issues.id})`;
const milestonesTitled = (title: string) => sql`(select ${milestones.id} from ${milestones} where ${milestones.title} = ${title})`;
const hasAnyAssignee = sql`exists (select 1 from ${issueAssignees} where ${issueAssignees.issueId} = ${issues.id})`;
const assignedTo = (condition: SQL) =>
  sql`exists (select 1 from ${issueAssignees} join ${users} on ${users.id} = ${issueAssignees.userId} where ${issueAssignees.issueId} = ${issues.id} and ${condition})`;
const usernameIs = (username: string) => sql`lower(${users.username}) = ${username.toLowerCase()}`;
const usernameIn = (usernames: string[]) => inArray(sql`lower(${users.username})`, usernames.map((u) => u.toLowerCase()));
const authorNamed = (username: string) => sql`${issues.authorId} in (select ${users.id} from ${users} where ${usernameIs(username)})`;

/** `scope=assigned_to_me`: issues the user is an assignee of. */
export const assignedToUser = (userId: number) => assignedTo(eq(users.id, userId));

/** The SQL of IssuesFinder's filters (labels, milestone, people, iids, search, dates, weight, health). */
export function issueFilterConditions(filters: IssueListFilters, today: Date): SQL[] {
  const conditions: (SQL | undefined)[] = [];
  const { labels: wantedLabels, milestone, assignee, author } = filters;

  if (wantedLabels === 'none') conditions.push(sql`not ${hasAnyLabel}`);
  else if (wantedLabels === 'any') conditions.push(hasAnyLabel);
  // Every label asked for, each by title.
  else if (wantedLabels) conditions.push(...wantedLabels.map((title) => hasLabelTitled([title])));
  if (filters.notLabels) conditions.push(sql`not ${hasLabelTitled(filters.notLabels)}`);

  if (milestone === 'none') conditions.push(isNull(issues.milestoneId));
  else if (milestone === 'any') conditions.push(isNotNull(issues.milestoneId));
  else if (milestone !== undefined) conditions.push(sql`${issues.milestoneId} in ${milestonesTitled(milestone)}`);
  if (filters.iteration === 'none') conditions.push(isNull(issues.iterationId));
  else if (filters.iteration === 'any') conditions.push(isNotNull(issues.iterationId));
  else if (filters.iteration !== undefined) conditions.push(eq(issues.iterationId, filters.iteration));
  if (filters.notMilestone !== undefined) conditions.push(sql`(${issues.milestoneId} is null or ${issues.milestoneId} not in ${milestonesTitled(filters.notMilestone)})`);

  if (assignee && 'none' in assignee) conditions.push(sql`not ${hasAnyAssignee}`);
  else if (assignee && 'any' in assignee) conditions.push(hasAnyAssignee);
  else if (assignee && 'ids' in assignee) conditions.push(...assignee.ids.map((id) => assignedTo(eq(users.id, id))));
  else if (assignee) conditions.push(...assignee.usernames.map((username) => assignedTo(usernameIs(username))));
  const notAssignee = filters.notAssignee;
  if (notAssignee) conditions.push(sql`not ${assignedTo('ids' in notAssignee ? inArray(users.id, notAssignee.ids) : usernameIn(notAssignee.usernames))}`);

  if (author && 'id' in author) conditions.push(eq(issues.authorId, author.id));
  else if (author) conditions.push(authorNamed(author.username));
  const notAuthor = filters.notAuthor;
  if (notAuthor && 'id' in notAuthor) conditions.push(ne(issues.authorId, notAuthor.id));
  else if (notAuthor) conditions.push(sql`not ${authorNamed(notAuthor.username)}`);

  if (filters.iids) conditions.push(filters.iids.length ? inArray(issues.iid, filters.iids) : sql`false`);

  if (filters.search) {
    const columns = filters.search.columns.map((c) => (c === 'title' ? issues.title : issues.description));
    for (const word of filters.search.words) conditions.push(or(...columns.map((column) => ilike(column, `%${escapeLike(word)}%`))));
  }

  if (filters.createdAfter) conditions.push(gte(issues.createdAt, filters.createdAfter));
  if (filters.createdBefore) conditions.push(lte(issues.createdAt, filters.createdBefore));
  if (filters.updatedAfter) conditions.push(gte(issues.updatedAt, filters.updatedAfter));
  if (filters.updatedBefore) conditions.push(lte(issues.updatedAt, filters.updatedBefore));

  if (filters.dueDate !== undefined) {
    const range = dueDateRange(filters.dueDate, today);
    if (range === null) conditions.push(isNull(issues.dueDate));
    else if (range === 'any') conditions.push(isNotNull(issues.dueDate));
    else conditions.push(and(range.from ? gte(issues.dueDate, range.from) : undefined, range.to ? lte(issues.dueDate, range.to) : undefined));
  }

  if (filters.weight === 'none') conditions.push(isNull(issues.weight));
  else if (filters.weight === 'any') conditions.push(isNotNull(issues.weight));
  else if (filters.weight !== undefined) conditions.push(eq(issues.weight, filters.weight));
  // Rails' where.not: issues without a weight are left out too.
  if (filters.notWeight !== undefined) conditions.push(ne(issues.weight, filters.notWeight));

  if (filters.healthStatus === 'none') conditions.push(isNull(issues.healthStatus));
  else if (filters.healthStatus === 'any') conditions.push(isNotNull(issues.healthStatus));
  else if (filters.healthStatus !== undefined) conditions.push(eq(issues.healthStatus, filters.healthStatus));

  return conditions.filter((c): c is SQL => c !== undefined);
}
