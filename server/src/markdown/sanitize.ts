import sanitizeHtml from 'sanitize-html';
import type { IOptions } from 'sanitize-html';
import { TRUST_ATTR } from './parser.ts';

/**
 * Classes the pipeline generates (references, labels, task lists, code blocks). Users' own HTML may
 * carry only the code-language classes: the rest, with `data-*` and `style`, survive only on elements
 * marked with the render's nonce.
 */
const GENERATED_CLASSES: Record<string, Array<string | RegExp>> = {
  a: ['gfm', /^gfm-[a-z_]+$/, 'has-tooltip', 'gl-link', 'gl-label-link', 'js-user-link'],
  // Syntax highlighting (highlight.ts): Rouge's short token classes.
  span: ['c', 's', 'm', 'k', 'kc', 'gl-label', 'gl-label-sm', 'gl-label-scoped', 'gl-label-text', 'gl-label-text-light', 'gl-label-text-dark', 'gl-label-text-scoped'],
  li: ['task-list-item'],
  ul: ['contains-task-list'],
  ol: ['contains-task-list'],
  input: ['task-list-item-checkbox'],
  pre: ['code', 'highlight', 'js-syntax-highlight', /^language-[a-z0-9_+#.-]+$/],
  code: [/^language-[a-z0-9_+#.-]+$/],
  'gl-emoji': [],
};
const USER_CLASS = /^language-[a-z0-9_+#.-]+$/;
const HEX = [/^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i];

const TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'span', 'br', 'hr', 'blockquote', 'pre', 'code', 'kbd', 'samp', 'var',
  'b', 'i', 'strong', 'em', 'u', 's', 'del', 'ins', 'strike', 'mark', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'dfn',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'picture', 'figure', 'figcaption', 'details', 'summary', 'input',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col', 'ruby', 'rt', 'rp', 'wbr',
  'gl-emoji',
];

/** Attributes allowed for everyone; generated ones (class, style, data-*) are filtered in transformTags. */
const ATTRIBUTES: IOptions['allowedAttributes'] = {
  '*': ['title', 'dir', 'lang', 'class', 'data-sourcepos'],
  a: ['href', 'rel', 'target', 'name', 'data-*', 'style'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  span: ['data-*', 'style'],
  input: ['type', 'checked', 'disabled'],
  li: ['data-sourcepos'],
  ol: ['start', 'reversed', 'type'],
  th: ['style', 'align', 'colspan', 'rowspan'],
  td: ['style', 'align', 'colspan', 'rowspan'],
  details: ['open'],
  'gl-emoji': ['data-name', 'data-unicode-version'],
  abbr: ['title'],
  col: ['span'],
  colgroup: ['span'],
};

function stripUntrusted(attribs: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'style' || (name.startsWith('data-') && name !== 'data-sourcepos')) continue;
    if (name === 'class') {
      const classes = value.split(/\s+/).filter((cls) => USER_CLASS.test(cls));
      if (classes.length) result.class = classes.join(' ');
      continue;
    }
    result[name] = value;
  }
  return result;
}

/** An upload link as the editor inserts it: `/uploads/<32 hex>/<file>`, relative to its project or group. */
const UPLOAD_LINK = /^\/uploads\/[0-9a-f]{32}\//i;

/** Where relative upload links point once rendered (see {@link SanitizeOptions.uploadsBase}). */
function rewriteUploadLink(result: Record<string, string>, name: 'href' | 'src', uploadsBase: string | undefined): void {
  const value = result[name];
  if (uploadsBase && value && UPLOAD_LINK.test(value)) result[name] = `${uploadsBase}${value}`;
}

export interface SanitizeOptions {
  /**
   * Prefix for `/uploads/<secret>/<file>` links and images (GitLab's UploadLinkFilter):
   * `/group/project` for a project's text, `/groups/group/-` for a group's.
   */
  uploadsBase?: string | undefined;
}

function options(nonce: string, tags: string[], extra: SanitizeOptions = {}): IOptions {
  const transform = (tagName: string, attribs: Record<string, string>) => {
    const trusted = nonce !== '' && attribs[TRUST_ATTR] === nonce;
    // gl-emoji's own attributes (name, version, title) are harmless even when hand-written.
    const result = trusted || tagName === 'gl-emoji' ? { ...attribs } : stripUntrusted(attribs);
    if (tagName === 'a') rewriteUploadLink(result, 'href', extra.uploadsBase);
    if (tagName === 'img') rewriteUploadLink(result, 'src', extra.uploadsBase);
    if ((tagName === 'th' || tagName === 'td') && attribs.style) result.style = attribs.style; // table alignment only (allowedStyles)
    if (tagName === 'input') result.disabled = '';
    if (tagName === 'a' && !trusted && /^\s*(?:https?:)?\/\//i.test(result.href ?? '')) result.rel = 'nofollow noreferrer noopener';
    delete result[TRUST_ATTR];
    return { tagName, attribs: result };
  };
  return {
    allowedTags: tags,
    allowedAttributes: ATTRIBUTES,
    allowedClasses: GENERATED_CLASSES,
    allowedStyles: {
      span: { 'background-color': HEX, color: HEX },
      th: { 'text-align': [/^(?:left|right|center)$/] },
      td: { 'text-align': [/^(?:left|right|center)$/] },
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: Object.fromEntries(tags.map((tag) => [tag, transform])),
    exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
  };
}

const INLINE_TAGS = ['a', 'span', 'code', 'b', 'i', 'strong', 'em', 'u', 's', 'del', 'ins', 'strike', 'mark', 'small', 'sub', 'sup', 'kbd', 'abbr', 'q', 'gl-emoji'];

/** GitLab-like allowlist; `nonce` is the render's secret that generated elements carry. */
export function sanitize(html: string, nonce: string, extra: SanitizeOptions = {}): string {
  return sanitizeHtml(html, options(nonce, TAGS, extra));
}

/** Titles: inline elements only (no images, lists, headings, tables). */
export function sanitizeInline(html: string, nonce: string): string {
  return sanitizeHtml(html, options(nonce, INLINE_TAGS));
}
