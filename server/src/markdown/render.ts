import { randomBytes } from 'node:crypto';
import type { Token } from 'markdown-it';
import { emojiHtml } from './emoji.ts';
import { md, trustAttr } from './parser.ts';
import type { MarkdownEnv } from './parser.ts';
import { referenceKey, resolveReferences, scanText, withNonce } from './references.ts';
import type { Reference, Segment } from './references.ts';
import { sanitize, sanitizeInline } from './sanitize.ts';
import type { RenderContext } from './types.ts';

type TokenConstructor = new (type: string, tag: string, nesting: -1 | 0 | 1) => Token;

interface Pending {
  inline: Token;
  segments: Map<Token, Segment[]>;
}

/** Text tokens outside links and code that may hold references or emoji. */
function scanInline(inline: Token, context: RenderContext): Pending | null {
  const children = inline.children;
  if (!children) return null;
  let linkDepth = 0;
  let rawDepth = 0; // raw HTML <a>, <code>, <pre> the author wrote
  const segments = new Map<Token, Segment[]>();
  for (const child of children) {
    if (child.type === 'link_open') linkDepth += 1;
    else if (child.type === 'link_close') linkDepth = Math.max(0, linkDepth - 1);
    else if (child.type === 'html_inline') {
      if (/^<(?:a|code|pre|kbd|samp)\b/i.test(child.content)) rawDepth += 1;
      else if (/^<\/(?:a|code|pre|kbd|samp)\s*>/i.test(child.content)) rawDepth = Math.max(0, rawDepth - 1);
    } else if (child.type === 'text' && linkDepth === 0 && rawDepth === 0) {
      const found = scanText(child.content, context);
      if (found) segments.set(child, found);
    }
  }
  return segments.size ? { inline, segments } : null;
}

/** Replaces scanned text tokens with text and generated-HTML tokens. */
function applySegments(pending: Pending, html: Map<string, string>, env: MarkdownEnv): void {
  const children = pending.inline.children!;
  const Ctor = children[0]!.constructor as TokenConstructor;
  const text = (content: string) => {
    const token = new Ctor('text', '', 0);
    token.content = content;
    return token;
  };
  const trusted = (content: string) => {
    const token = new Ctor('trusted_html', '', 0);
    token.content = content;
    return token;
  };
  const trust = trustAttr(env);
  pending.inline.children = children.flatMap((child) => {
    const segments = pending.segments.get(child);
    if (!segments) return [child];
    const out: Token[] = [];
    let buffer = '';
    for (const segment of segments) {
      let generated: string | undefined;
      if (typeof segment === 'string') buffer += segment;
      else if ('emoji' in segment) generated = emojiHtml(segment.emoji).replace('<gl-emoji', `<gl-emoji${trust}`);
      else {
        const rendered = html.get(referenceKey(segment.ref));
        if (rendered) generated = withNonce(rendered, trust);
        else buffer += segment.ref.original;
      }
      if (generated !== undefined) {
        if (buffer) out.push(text(buffer));
        buffer = '';
        out.push(trusted(generated));
      }
    }
    if (buffer) out.push(text(buffer));
    return out;
  });
}

async function expandReferences(tokens: Token[], context: RenderContext, env: MarkdownEnv): Promise<void> {
  const pending: Pending[] = [];
  for (const token of tokens) {
    if (token.type !== 'inline') continue;
    const found = scanInline(token, context);
    if (found) pending.push(found);
  }
  if (!pending.length) return;
  const refs: Reference[] = [];
  for (const { segments } of pending) {
    for (const list of segments.values()) {
      for (const segment of list) if (typeof segment !== 'string' && 'ref' in segment) refs.push(segment.ref);
    }
  }
  const html = refs.length ? await resolveReferences(refs, context.resolver) : new Map<string, string>();
  for (const item of pending) applySegments(item, html, env);
}

/**
 * Markdown (CommonMark + GFM) → sanitised HTML, GitLab style: references resolved through
 * `context.resolver`, emoji shortcodes as `<gl-emoji>`, task lists with `data-sourcepos`.
 */
export async function renderMarkdown(text: string, context: RenderContext): Promise<string> {
  const env: MarkdownEnv = { nonce: randomBytes(16).toString('hex') };
  const tokens = md.parse(text ?? '', env);
  await expandReferences(tokens, context, env);
  return sanitize(md.renderer.render(tokens, md.options, env), env.nonce, { uploadsBase: uploadsBaseOf(context) });
}

/** Upload links resolve against the text's project (`/group/project/uploads/…`) or group (`/groups/group/-/uploads/…`). */
function uploadsBaseOf(context: RenderContext): string | undefined {
  if (context.projectFullPath) return `/${context.projectFullPath}`;
  if (context.groupFullPath) return `/groups/${context.groupFullPath}/-`;
  return undefined;
}

/** One-line titles: inline Markdown, references and emoji; raw HTML as text; no block elements, images or links the author wrote. */
export async function renderTitle(text: string, context: RenderContext): Promise<string> {
  const env: MarkdownEnv = { nonce: randomBytes(16).toString('hex') };
  const tokens = md.parseInline((text ?? '').replace(/\s*[\r\n]+\s*/g, ' ').trim(), env);
  // Raw HTML in a title is shown as written (GitLab's HtmlEntityFilter), never dropped by the sanitiser.
  for (const token of tokens) for (const child of token.children ?? []) if (child.type === 'html_inline') child.type = 'text';
  await expandReferences(tokens, context, env);
  return sanitizeInline(md.renderer.render(tokens, md.options, env), env.nonce).trim();
}
