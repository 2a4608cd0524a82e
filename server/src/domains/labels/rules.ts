/** Label rules (GitLab's Label model): colours, scoped labels, validation. */

export const LABEL_TITLE_MAX_LENGTH = 255;

/** GitLab's default colour for a new label when none is given. */
export const DEFAULT_LABEL_COLOR = '#6699cc';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** CSS named colours GitLab's ColorValidator accepts, the common ones. */
const NAMED_COLORS: Record<string, string> = {
  black: '#000000', white: '#ffffff', red: '#ff0000', green: '#008000', blue: '#0000ff', yellow: '#ffff00',
  orange: '#ffa500', purple: '#800080', gray: '#808080', grey: '#808080', pink: '#ffc0cb', brown: '#a52a2a',
  cyan: '#00ffff', magenta: '#ff00ff', navy: '#000080', teal: '#008080', olive: '#808000', maroon: '#800000',
  lime: '#00ff00', silver: '#c0c0c0', aqua: '#00ffff', fuchsia: '#ff00ff',
};

/** `#abc`, `#aabbcc` or a CSS colour name → `#aabbcc`; anything else is null. */
export function normaliseColor(raw: string): string | null {
  const value = raw.trim().toLowerCase();
  if (HEX_COLOR.test(value)) return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;
  return NAMED_COLORS[value] ?? null;
}

/** WCAG relative luminance of an `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const DARK_TEXT = '#1F1E24';

/** The WCAG contrast ratio of two `#rgb`/`#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [a, b].map((color) => luminance(normaliseColor(color) ?? DEFAULT_LABEL_COLOR)) as [number, number];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/**
 * LabelsHelper.text_color_for_bg: dark or white text on the label's colour. GitLab picks by a brightness
 * threshold, which puts white on mid blues such as #428bca at 3.6:1; here the one with the higher WCAG
 * contrast wins, so every label's text reads at 4.5:1 or close to the best its colour allows.
 */
export function textColorFor(color: string): string {
  const background = luminance(normaliseColor(color) ?? DEFAULT_LABEL_COLOR);
  const onWhite = 1.05 / (background + 0.05);
  const onDark = (background + 0.05) / (luminance(DARK_TEXT.toLowerCase()) + 0.05);
  return onDark > onWhite ? DARK_TEXT : '#FFFFFF';
}

/** `scope::name` → `scope` (up to the last `::`), plain titles → null. */
export function labelScope(title: string): string | null {
  const index = title.lastIndexOf('::');
  return index > 0 ? title.slice(0, index) : null;
}

export const isScopedLabel = (title: string) => labelScope(title) !== null;

/**
 * Scoped labels are exclusive per scope: of several labels sharing a scope only the last one stays
 * (adding `scope::b` removes `scope::a`). `ordered` is oldest first.
 */
export function exclusiveScopedLabels<T extends { title: string }>(ordered: T[]): T[] {
  const lastOfScope = new Map<string, T>();
  for (const label of ordered) {
    const scope = labelScope(label.title);
    if (scope !== null) lastOfScope.set(scope, label);
  }
  return ordered.filter((label) => {
    const scope = labelScope(label.title);
    return scope === null || lastOfScope.get(scope) === label;
  });
}

export interface LabelInput {
  title: string | undefined;
  color: string | undefined;
  description?: string | null | undefined;
}

/** ActiveRecord-style errors of a new label (attribute → messages), GitLab's wording. */
export function labelValidationErrors(input: LabelInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const title = input.title?.trim() ?? '';
  if (title === '') (errors.title ??= []).push("can't be blank");
  else if (title.length > LABEL_TITLE_MAX_LENGTH) (errors.title ??= []).push(`is too long (maximum is ${LABEL_TITLE_MAX_LENGTH} characters)`);
  else if (title.includes(',')) (errors.title ??= []).push('is invalid');
  if (input.color === undefined || input.color.trim() === '') (errors.color ??= []).push("can't be blank");
  else if (normaliseColor(input.color) === null) (errors.color ??= []).push('must be a valid color code');
  if (typeof input.description === 'string' && input.description.length > 512) (errors.description ??= []).push('is too long (maximum is 512 characters)');
  return errors;
}

/** `~bug`, `~"multi word"`, `~"scope::name"`: how system notes and quick actions reference a label. */
export function labelReference(title: string): string {
  return /^[\w-]+$/.test(title) ? `~${title}` : `~"${title}"`;
}
