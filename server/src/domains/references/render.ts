import type { Db } from '../../db/database.ts';
import { renderMarkdown, renderTitle } from '../../markdown/index.ts';
import type { Viewer } from '../memberships/viewer.ts';
import { findProject } from '../projects/queries.ts';
import { projectFullPath } from '../projects/serializers.ts';
import { databaseResolver } from './lookups.ts';
import { redactReferences, type KnownProject } from './redact.ts';

/** Characters (or the iteration prefix) without which a text holds no reference, so no lookup is needed to render it. */
const MAY_REFERENCE = /[#!&@~%]|\*iteration:/;

export type ProjectScope = { projectFullPath: string } | { projectId: number } | { groupFullPath: string };

async function contextPaths(db: Db, scope: ProjectScope | null, text: string): Promise<{ projectFullPath?: string; groupFullPath?: string }> {
  if (!scope) return {};
  if ('projectFullPath' in scope) return { projectFullPath: scope.projectFullPath };
  if ('groupFullPath' in scope) return { groupFullPath: scope.groupFullPath };
  // System notes only know the project id; a text without sigils needs no path.
  if (!MAY_REFERENCE.test(text)) return {};
  const found = await findProject(db, { id: scope.projectId });
  return found ? { projectFullPath: projectFullPath(found.project, found.namespace) } : {};
}

/**
 * A note body as stored in `note_html`: rendered once, for every reader, with every existing reference
 * resolved. Readers get it through `redactReferences`, which hides what they may not see.
 */
export async function renderNoteMarkdown(db: Db, text: string, scope: ProjectScope | null): Promise<string> {
  return renderMarkdown(text, { ...(await contextPaths(db, scope, text)), resolver: databaseResolver(db) });
}

export interface RenderedIssueText {
  titleHtml: string;
  descriptionHtml: string;
}

interface CacheEntry {
  generation: number;
  html: string;
}

/**
 * Renders issue titles and descriptions (no column stores their HTML), memoised by text and project:
 * a polling page renders nothing twice. Entries belong to a generation (the read cache's, bumped by
 * every write in any process), so a referenced issue's new title or state shows after the next write.
 * Redaction runs per reader on every call, after the cache.
 */
export class IssueTextRenderer {
  private readonly entries = new Map<string, CacheEntry>();

  constructor(
    private readonly db: Db,
    private readonly generation: () => number,
    private readonly maxEntries = 500,
  ) {}

  /** `scope` is a project's full path, or `{ group }` for group-level issuables (epics). */
  private async cached(kind: 'title' | 'description', scope: string | { group: string }, text: string): Promise<string> {
    if (!text) return '';
    const key = typeof scope === 'string' ? `${kind}\u0000${scope}\u0000${text}` : `${kind}\u0000groups/${scope.group}\u0000${text}`;
    const generation = this.generation();
    const hit = this.entries.get(key);
    if (hit && hit.generation === generation) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.html;
    }
    const context = typeof scope === 'string' ? { projectFullPath: scope, resolver: databaseResolver(this.db) } : { groupFullPath: scope.group, resolver: databaseResolver(this.db) };
    const html = kind === 'title' ? await renderTitle(text, context) : await renderMarkdown(text, context);
    // A write while rendering: what was read may be stale, so it is not kept.
    if (generation === this.generation()) {
      this.entries.delete(key);
      this.entries.set(key, { generation, html });
      while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return html;
  }

  /** `title_html` and `description_html` as this viewer may see them (`project`: the issue's, already checked readable). */
  async render(viewer: Viewer, project: KnownProject, issue: { title: string; description: string | null }): Promise<RenderedIssueText> {
    const [title, description] = await Promise.all([this.cached('title', project.fullPath, issue.title), this.cached('description', project.fullPath, issue.description ?? '')]);
    const [titleHtml, descriptionHtml] = await redactReferences(this.db, viewer, [title, description], [project]);
    return { titleHtml: titleHtml ?? '', descriptionHtml: descriptionHtml ?? '' };
  }

  /** An epic's `title_html` and `description_html` (rendered in its group's context) as this viewer may see them. */
  async renderInGroup(viewer: Viewer, groupFullPath: string, epic: { title: string; description: string | null }): Promise<RenderedIssueText> {
    const scope = { group: groupFullPath };
    const [title, description] = await Promise.all([this.cached('title', scope, epic.title), this.cached('description', scope, epic.description ?? '')]);
    const [titleHtml, descriptionHtml] = await redactReferences(this.db, viewer, [title, description]);
    return { titleHtml: titleHtml ?? '', descriptionHtml: descriptionHtml ?? '' };
  }

  get size(): number {
    return this.entries.size;
  }
}
