import { escapeHtml, safeColor, safeUrl } from './html.ts';
import { lookupEmoji } from './emoji.ts';
import type { Emoji } from './emoji.ts';
import type { RenderContext, ReferenceResolver } from './types.ts';

export type ReferenceKind = 'issue' | 'merge_request' | 'epic' | 'user' | 'label' | 'milestone' | 'iteration';

export interface Reference {
  kind: ReferenceKind;
  /** Project or group path the lookup runs in (empty for users). */
  scope: string;
  /** iid, username, label name, milestone title or iteration id. */
  key: string;
  /** The text as written, e.g. `group/project#12`. */
  original: string;
  /** Path written before the sigil, if any (cross-project reference). */
  crossPath: string | undefined;
}

export type Segment = string | { ref: Reference } | { emoji: Emoji };

/** Unique lookups per render; references beyond it stay plain text (a guard against huge documents). */
export const MAX_REFERENCE_LOOKUPS = 1000;
const CONCURRENCY = 16;

const PATH = String.raw`[A-Za-z0-9_][A-Za-z0-9_.\-]*(?:\/[A-Za-z0-9_][A-Za-z0-9_.\-]*)*`;
/** A reference can't continue a word, path, e-mail address or another reference. */
const B = String.raw`(?<![A-Za-z0-9_\/.\-&!%~#@])`;
const PATTERN = new RegExp(
  [
    String.raw`${B}(?<path>${PATH})?(?<sigil>[#!&])(?<iid>\d{1,10})(?![A-Za-z0-9_])`,
    // GitLab's Iteration.reference_pattern by id (what system notes write: `changed iteration to *iteration:5`).
    String.raw`${B}\*iteration:(?<iteration>\d{1,10})(?![A-Za-z0-9_])`,
    String.raw`${B}@(?<user>[A-Za-z0-9_][A-Za-z0-9_.\-]*)`,
    String.raw`${B}(?<lpath>${PATH})?~(?:"(?<lq>[^"\n]{1,255})"|(?<lu>[A-Za-z0-9_][A-Za-z0-9_\-?.&]*(?:::[A-Za-z0-9_\-?.&]+)*))`,
    String.raw`${B}(?<mpath>${PATH})?%(?:"(?<mq>[^"\n]{1,255})"|(?<mu>[A-Za-z0-9_][A-Za-z0-9_\-.]*))`,
    String.raw`:(?<emoji>[a-z0-9_+\-]{1,64}):`,
  ].join('|'),
  'g',
);

function namespaceOf(fullPath: string): string | undefined {
  const slash = fullPath.lastIndexOf('/');
  return slash > 0 ? fullPath.slice(0, slash) : undefined;
}

/** `project#1` means a sibling project in the current namespace; `group/project#1` is a full path. */
function projectScope(path: string | undefined, context: RenderContext): string | undefined {
  if (!path) return context.projectFullPath;
  if (path.includes('/')) return path;
  const namespace = context.projectFullPath ? namespaceOf(context.projectFullPath) : context.groupFullPath;
  return namespace ? `${namespace}/${path}` : path;
}

function epicScope(path: string | undefined, context: RenderContext): string | undefined {
  if (path) return path;
  return context.groupFullPath ?? (context.projectFullPath ? namespaceOf(context.projectFullPath) : undefined);
}

/** Splits a text token into plain text, references and emoji (emoji are resolved right away). */
export function scanText(text: string, context: RenderContext): Segment[] | null {
  if (!/[#!&@~%:]/.test(text)) return null;
  const segments: Segment[] = [];
  let last = 0;
  let found = false;
  const push = (segment: Segment, start: number, end: number) => {
    if (start > last) segments.push(text.slice(last, start));
    segments.push(segment);
    last = end;
    found = true;
  };
  PATTERN.lastIndex = 0;
  for (let match = PATTERN.exec(text); match; match = PATTERN.exec(text)) {
    const groups = match.groups ?? {};
    const start = match.index;
    let end = start + match[0].length;
    if (groups.emoji !== undefined) {
      const emoji = lookupEmoji(groups.emoji);
      if (emoji) push({ emoji }, start, end);
      else PATTERN.lastIndex = end - 1; // the closing colon may open the next shortcode
      continue;
    }
    let ref: Omit<Reference, 'original'> | undefined;
    if (groups.sigil !== undefined) {
      const kind: ReferenceKind = groups.sigil === '#' ? 'issue' : groups.sigil === '!' ? 'merge_request' : 'epic';
      const scope = kind === 'epic' ? epicScope(groups.path, context) : projectScope(groups.path, context);
      if (scope) ref = { kind, scope, key: String(Number(groups.iid)), crossPath: groups.path };
    } else if (groups.iteration !== undefined) {
      const scope = context.projectFullPath ?? context.groupFullPath;
      if (scope) ref = { kind: 'iteration', scope, key: String(Number(groups.iteration)), crossPath: undefined };
    } else if (groups.user !== undefined) {
      const username = groups.user.replace(/\.+$/, '');
      end = start + 1 + username.length;
      if (username) ref = { kind: 'user', scope: '', key: username, crossPath: undefined };
    } else if (groups.lq !== undefined || groups.lu !== undefined) {
      const name = groups.lq ?? groups.lu!.replace(/[.?&]+$/, '');
      if (groups.lq === undefined) end = start + (groups.lpath?.length ?? 0) + 1 + name.length;
      const scope = groups.lpath ? projectScope(groups.lpath, context) : (context.projectFullPath ?? context.groupFullPath);
      if (scope && name.trim()) ref = { kind: 'label', scope, key: name, crossPath: groups.lpath };
    } else if (groups.mq !== undefined || groups.mu !== undefined) {
      const title = groups.mq ?? groups.mu!.replace(/[.-]+$/, '');
      if (groups.mq === undefined) end = start + (groups.mpath?.length ?? 0) + 1 + title.length;
      const scope = groups.mpath ? projectScope(groups.mpath, context) : (context.projectFullPath ?? context.groupFullPath);
      if (scope && title.trim()) ref = { kind: 'milestone', scope, key: title, crossPath: groups.mpath };
    }
    if (ref) {
      push({ ref: { ...ref, original: text.slice(start, end) } }, start, end);
      PATTERN.lastIndex = end;
    }
  }
  if (!found) return null;
  if (last < text.length) segments.push(text.slice(last));
  return segments;
}

export function referenceKey(ref: Reference): string {
  return `${ref.kind}\u0000${ref.scope}\u0000${ref.key}`;
}

type Resolved = Awaited<ReturnType<ReferenceResolver[keyof ReferenceResolver]>>;

function lookup(resolver: ReferenceResolver, ref: Reference): Promise<Resolved> {
  switch (ref.kind) {
    case 'issue':
      return resolver.issue(ref.scope, Number(ref.key));
    case 'merge_request':
      return resolver.mergeRequest(ref.scope, Number(ref.key));
    case 'epic':
      return resolver.epic(ref.scope, Number(ref.key));
    case 'user':
      return resolver.user(ref.key);
    case 'label':
      return resolver.label(ref.scope, ref.key);
    case 'milestone':
      return resolver.milestone(ref.scope, ref.key);
    case 'iteration':
      return resolver.iteration(ref.scope, Number(ref.key));
  }
}

/**
 * One lookup per distinct reference (deduplicated by kind, scope and key), at most CONCURRENCY at a
 * time and MAX_REFERENCE_LOOKUPS in all. Resolver errors propagate: the caller decides.
 */
export async function resolveReferences(refs: Reference[], resolver: ReferenceResolver): Promise<Map<string, string>> {
  const unique = new Map<string, Reference>();
  for (const ref of refs) {
    if (unique.size >= MAX_REFERENCE_LOOKUPS) break;
    const key = referenceKey(ref);
    if (!unique.has(key)) unique.set(key, ref);
  }
  const entries = [...unique.entries()];
  const results = new Map<string, Resolved>();
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const [key, ref] = entries[next++]!;
      results.set(key, await lookup(resolver, ref));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, entries.length) }, worker));
  const html = new Map<string, string>();
  for (const [key, ref] of entries) {
    const resolved = results.get(key);
    const rendered = resolved ? referenceHtml(ref, resolved) : null;
    if (rendered) html.set(key, rendered);
  }
  return html;
}

const TRUST = '\u0000TRUST\u0000';

/** Replaces the trust marker in generated HTML with the render's nonce attribute. */
export function withNonce(html: string, trustAttribute: string): string {
  return html.split(TRUST).join(trustAttribute);
}

function attrs(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** GitLab's banzai shapes, e.g. `<a href data-reference-type="issue" … class="gfm gfm-issue" title>#1</a>`. */
function referenceHtml(ref: Reference, resolved: NonNullable<Resolved>): string | null {
  const url = safeUrl(resolved.url);
  if (!url) return null;
  const common = { href: url, 'data-reference-type': ref.kind, 'data-original': ref.original, 'data-link': 'false' };
  const tooltip = { 'data-container': 'body', 'data-placement': 'top' };
  switch (ref.kind) {
    case 'issue': {
      const issue = resolved as Awaited<ReturnType<ReferenceResolver['issue']>> & object;
      const text = ref.original + (issue.state === 'closed' ? ' (closed)' : '');
      return `<a${attrs({ ...common, 'data-project': ref.scope, 'data-issue': ref.key, 'data-iid': ref.key, 'data-project-path': ref.scope, 'data-issue-type': 'issue', 'data-state': issue.state, 'data-confidential': issue.confidential ? 'true' : undefined, ...tooltip, title: issue.title, class: 'gfm gfm-issue' })}${TRUST}>${escapeHtml(text)}</a>`;
    }
    case 'merge_request': {
      const mr = resolved as { title: string };
      return `<a${attrs({ ...common, 'data-project': ref.scope, 'data-merge-request': ref.key, 'data-iid': ref.key, 'data-project-path': ref.scope, ...tooltip, title: mr.title, class: 'gfm gfm-merge_request' })}${TRUST}>${escapeHtml(ref.original)}</a>`;
    }
    case 'epic': {
      const epic = resolved as { title: string };
      return `<a${attrs({ ...common, 'data-group': ref.scope, 'data-epic': ref.key, 'data-iid': ref.key, 'data-group-path': ref.scope, ...tooltip, title: epic.title, class: 'gfm gfm-epic' })}${TRUST}>${escapeHtml(ref.original)}</a>`;
    }
    case 'user': {
      const user = resolved as { name: string };
      return `<a${attrs({ ...common, 'data-user': ref.key, ...tooltip, title: user.name, class: 'gfm gfm-project_member js-user-link' })}${TRUST}>@${escapeHtml(ref.key)}</a>`;
    }
    case 'milestone': {
      const milestone = resolved as { title: string };
      const text = `${ref.crossPath ?? ''}%${milestone.title}`;
      return `<a${attrs({ ...common, 'data-project': ref.scope, 'data-milestone': milestone.title, ...tooltip, title: milestone.title, class: 'gfm gfm-milestone has-tooltip' })}${TRUST}>${escapeHtml(text)}</a>`;
    }
    case 'iteration': {
      // GitLab links the iteration's title (its period when untitled) with the tooltip "Iteration".
      const iteration = resolved as { title: string; groupFullPath: string };
      return `<a${attrs({ ...common, 'data-group': iteration.groupFullPath, 'data-iteration': ref.key, ...tooltip, title: 'Iteration', class: 'gfm gfm-iteration has-tooltip' })}${TRUST}>${escapeHtml(iteration.title)}</a>`;
    }
    case 'label':
      return labelHtml(ref, resolved as Awaited<ReturnType<ReferenceResolver['label']>> & object, common);
  }
}

/** Plain and scoped (`scope::name`) labels, shaped like GitLab's `gl-label` component. */
function labelHtml(
  ref: Reference,
  label: { color: string; textColor: string; description?: string },
  common: Record<string, string>,
): string {
  const color = safeColor(label.color);
  const textColor = safeColor(label.textColor);
  const light = textColor ? /^#f{3}(?:f{3})?$/i.test(textColor) : true;
  const textClass = `gl-label-text ${light ? 'gl-label-text-light' : 'gl-label-text-dark'}`;
  const style = [color && `background-color: ${color}`, textColor && `color: ${textColor}`].filter(Boolean).join('; ');
  const scopeAt = ref.key.lastIndexOf('::');
  const scoped = scopeAt > 0 && scopeAt < ref.key.length - 2;
  const link = attrs({
    ...common,
    'data-project': ref.scope,
    'data-label': ref.key,
    'data-container': 'body',
    'data-placement': 'top',
    title: label.description || undefined,
    class: 'gfm gfm-label has-tooltip gl-link gl-label-link',
  });
  const textAttrs = attrs({ class: textClass, 'data-container': 'body', 'data-html': 'true', style: style || undefined });
  if (!scoped) {
    return `<span class="gl-label gl-label-sm"${TRUST}><a${link}${TRUST}><span${textAttrs}${TRUST}>${escapeHtml(ref.key)}</span></a></span>`;
  }
  const scopedAttrs = attrs({ class: 'gl-label-text-scoped', style: color ? `color: ${color}` : undefined });
  return (
    `<span class="gl-label gl-label-scoped gl-label-sm"${TRUST}><a${link}${TRUST}>` +
    `<span${textAttrs}${TRUST}>${escapeHtml(ref.key.slice(0, scopeAt))}</span>` +
    `<span${scopedAttrs}${TRUST}>${escapeHtml(ref.key.slice(scopeAt + 2))}</span></a></span>`
  );
}
