import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { escapeHtml } from '../../markdown/html.ts';
import { epics } from '../epics/tables.ts';
import { findGroup } from '../groups/queries.ts';
import { canReadGroup } from '../groups/rules.ts';
import { canReadIssue } from '../issues/rules.ts';
import { confidentialIssueAssignees } from '../issues/assignees.ts';
import { issues } from '../issues/tables.ts';
import { ACCESS } from '../memberships/rules.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { findProject } from '../projects/queries.ts';
import { canReadProject } from '../projects/rules.ts';
import { canReadMergeRequests } from '../merge-requests/rules.ts';

/** Kinds whose target may be hidden from a reader (users are public). */
const GUARDED = /data-reference-type="(?:issue|merge_request|epic|label|milestone|iteration)"/;
/**
 * A reference link as the renderer generates it, with the label pill around it when there is one
 * (authors cannot produce `gl-label` classes or `data-*` attributes: the sanitizer strips them). The
 * link's content holds escaped text and, for labels, spans: runs of `[^<]` keep the scan linear.
 */
const REFERENCE = /<span class="gl-label[^"]*"><a ([^>]*data-reference-type="[^"]*"[^>]*)>[^<]*(?:<(?!\/a>)[^<]*)*<\/a><\/span>|<a ([^>]*data-reference-type="[^"]*"[^>]*)>[^<]*(?:<(?!\/a>)[^<]*)*<\/a>/g;

function attributes(source: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of source.matchAll(/([\w-]+)="([^"]*)"/g)) result[match[1] as string] = match[2] as string;
  return result;
}

function decodeAttribute(value: string): string {
  return value.replace(/&(quot|lt|gt|#39|#x27|amp);/g, (_m, name: string) => ({ quot: '"', lt: '<', gt: '>', '#39': "'", '#x27': "'", amp: '&' })[name] ?? '');
}

type Decision = (attrs: Record<string, string>) => boolean;

/** A project the caller already loaded for this reader (the noteable's own), so it costs no query. */
export interface KnownProject {
  fullPath: string;
  id: number;
  accessLevel: number;
}

interface Found {
  start: number;
  end: number;
  attrs: Record<string, string>;
}

/**
 * GitLab's Banzai::ReferenceRedactor: rendered HTML is shared by every reader, so before it is sent,
 * each reference to something this reader may not see (a private project, a confidential issue or epic)
 * becomes the plain text that was written (`data-original`), without its link, title or state.
 * One scan per document, then one query per referenced project or group (none for the `known` ones
 * beyond the issue lookup).
 */
export async function redactReferences(db: Db, viewer: Viewer, htmls: readonly string[], known: readonly KnownProject[] = []): Promise<string[]> {
  const found: (Found[] | null)[] = htmls.map((html) => {
    if (!GUARDED.test(html)) return null;
    const list: Found[] = [];
    for (const match of html.matchAll(REFERENCE)) {
      const attrs = attributes((match[1] ?? match[2]) as string);
      const type = attrs['data-reference-type'];
      if (type && type !== 'user') list.push({ start: match.index, end: match.index + match[0].length, attrs });
    }
    return list.length ? list : null;
  });
  if (!found.some(Boolean)) return [...htmls];
  const allowed = await decide(
    db,
    viewer,
    found.flatMap((list) => (list ?? []).map((f) => f.attrs)),
    known,
  );
  return htmls.map((html, index) => {
    const list = found[index];
    if (!list) return html;
    let out = '';
    let at = 0;
    for (const item of list) {
      if (allowed(item.attrs)) continue;
      out += html.slice(at, item.start) + escapeHtml(decodeAttribute(item.attrs['data-original'] ?? ''));
      at = item.end;
    }
    return out + html.slice(at);
  });
}

/**
 * For each document: whether it references something this reader may not see (a private project or
 * group, a confidential issue or epic, or a target that is gone). GitLab's
 * Note#cross_reference_not_visible_for? hides a system note with such a reference altogether: its
 * text ("moved to group/project#5") would tell the path and iid even without the link.
 */
export async function referencesHiddenFrom(db: Db, viewer: Viewer, htmls: readonly string[], known: readonly KnownProject[] = []): Promise<boolean[]> {
  const found = htmls.map((html) => {
    if (!GUARDED.test(html)) return [];
    const list: Record<string, string>[] = [];
    for (const match of html.matchAll(REFERENCE)) {
      const attrs = attributes((match[1] ?? match[2]) as string);
      const type = attrs['data-reference-type'];
      // An iteration is no cross-reference: "changed iteration to …" stays, its link turned to text.
      if (type && type !== 'user' && type !== 'iteration') list.push(attrs);
    }
    return list;
  });
  if (!found.some((list) => list.length > 0)) return htmls.map(() => false);
  const allowed = await decide(db, viewer, found.flat(), known);
  return found.map((list) => list.some((attrs) => !allowed(attrs)));
}

/** Loads what the references point at (one query per project or group) and returns the per-link rule. */
async function decide(db: Db, viewer: Viewer, links: Record<string, string>[], known: readonly KnownProject[]): Promise<Decision> {
  const projectPaths = new Set<string>();
  const groupPaths = new Set<string>();
  for (const attrs of links) {
    const type = attrs['data-reference-type'];
    if ((type === 'epic' || type === 'iteration') && attrs['data-group']) groupPaths.add(attrs['data-group']);
    else if (type !== 'user' && attrs['data-project']) projectPaths.add(attrs['data-project']);
  }
  // Label and milestone references may be scoped to a group.
  const projectLevels = new Map<string, { readable: boolean; id: number; level: number }>();
  await Promise.all(
    [...projectPaths].map(async (path) => {
      // Paths match case-insensitively, like findProject; a known project is readable by definition.
      const given = known.find((project) => project.fullPath.toLowerCase() === path.toLowerCase());
      if (given) {
        projectLevels.set(path, { readable: true, id: given.id, level: given.accessLevel });
        return;
      }
      const found = await findProject(db, { fullPath: path });
      if (!found) {
        groupPaths.add(path);
        return;
      }
      const level = await viewer.projectAccess(found.project, found.namespace);
      projectLevels.set(path, { readable: canReadProject(viewer.facts, found.project, level), id: found.project.id, level });
    }),
  );
  const groupLevels = new Map<string, { readable: boolean; id: number; level: number }>();
  await Promise.all(
    [...groupPaths].map(async (path) => {
      const group = await findGroup(db, { fullPath: path });
      if (!group) return;
      const level = await viewer.groupAccess(group);
      groupLevels.set(path, { readable: canReadGroup(viewer.facts, group, level), id: group.id, level });
    }),
  );

  // Merge requests: their project readable, and its code too (private projects: reporter+).
  const readableMrProjects = new Set<string>();
  const mrPaths = new Set(links.filter((a) => a['data-reference-type'] === 'merge_request' && a['data-project']).map((a) => a['data-project'] as string));
  await Promise.all(
    [...mrPaths].map(async (path) => {
      const project = projectLevels.get(path);
      if (!project?.readable) return;
      const found = await findProject(db, { id: project.id });
      if (found && canReadMergeRequests(viewer.facts, found.project, project.level)) readableMrProjects.add(path);
    }),
  );

  const readableIssues = new Set<string>();
  const issueIids = new Map<string, number[]>();
  for (const attrs of links) {
    const project = attrs['data-project'];
    if (attrs['data-reference-type'] !== 'issue' || !project || !projectLevels.get(project)?.readable) continue;
    const iid = Number(attrs['data-iid']);
    if (Number.isSafeInteger(iid)) issueIids.set(project, [...(issueIids.get(project) ?? []), iid]);
  }
  await Promise.all(
    [...issueIids].map(async ([path, iids]) => {
      const project = projectLevels.get(path)!;
      const rows = await db
        .select({ id: issues.id, iid: issues.iid, confidential: issues.confidential, authorId: issues.authorId, hidden: issues.hidden })
        .from(issues)
        .where(and(eq(issues.projectId, project.id), inArray(issues.iid, [...new Set(iids)])));
      const assignees = await confidentialIssueAssignees(db, rows);
      for (const row of rows) if (canReadIssue(viewer.facts, row, project.level, assignees.get(row.id))) readableIssues.add(`${path}#${row.iid}`);
    }),
  );

  const readableEpics = new Set<string>();
  await Promise.all(
    [...groupLevels]
      .filter(([, group]) => group.readable)
      .map(async ([path, group]) => {
        const iids = links.filter((a) => a['data-reference-type'] === 'epic' && a['data-group'] === path).map((a) => Number(a['data-iid']));
        const wanted = [...new Set(iids.filter(Number.isSafeInteger))];
        if (!wanted.length) return;
        const rows = await db
          .select({ iid: epics.iid, confidential: epics.confidential, authorId: epics.authorId })
          .from(epics)
          .where(and(eq(epics.groupId, group.id), inArray(epics.iid, wanted)));
        const seesConfidential = viewer.isAdmin || group.level >= ACCESS.REPORTER;
        for (const row of rows) if (!row.confidential || seesConfidential || row.authorId === viewer.user?.id) readableEpics.add(`${path}&${row.iid}`);
      }),
  );

  const scopeReadable = (path: string | undefined) => Boolean(path && (projectLevels.get(path)?.readable ?? groupLevels.get(path)?.readable));
  return (attrs) => {
    switch (attrs['data-reference-type']) {
      case 'issue':
        return readableIssues.has(`${attrs['data-project']}#${Number(attrs['data-iid'])}`);
      case 'epic':
        return readableEpics.has(`${attrs['data-group']}&${Number(attrs['data-iid'])}`);
      case 'merge_request':
        return readableMrProjects.has(attrs['data-project'] ?? '');
      case 'label':
      case 'milestone':
        return scopeReadable(attrs['data-project']);
      case 'iteration':
        return scopeReadable(attrs['data-group']);
      default:
        return true;
    }
  };
}
