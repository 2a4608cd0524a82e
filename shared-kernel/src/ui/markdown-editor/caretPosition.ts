/** A caret's box in viewport coordinates (`getBoundingClientRect` space). */
export interface CaretRect {
  left: number;
  top: number;
  bottom: number;
}

/** Where the menu goes, relative to its positioned container. */
export interface MenuPlacement {
  left: number;
  top: number;
  /** The menu opens above the caret (no room below in the window, room above). */
  above: boolean;
}

/** The menu's largest size (its style caps it), for placing it before it is drawn. */
export const MENU_MAX_WIDTH = 420;
export const MENU_MAX_HEIGHT = 260;
const GAP = 2;

/**
 * Places the suggestions at the caret, as GitLab's At.js does: its left edge at the trigger character,
 * its top just under the line; moved left to stay inside the container, and opened above the line when
 * the window has no room below for it but has room above.
 */
export function placeMenu(caret: CaretRect, container: { left: number; top: number; width: number }, viewportHeight: number, menu = { width: MENU_MAX_WIDTH, height: MENU_MAX_HEIGHT }): MenuPlacement {
  const width = Math.min(menu.width, container.width);
  const left = Math.max(0, Math.min(caret.left - container.left, container.width - width));
  const roomBelow = viewportHeight - caret.bottom;
  const above = roomBelow < menu.height + GAP && caret.top > roomBelow;
  const top = above ? caret.top - container.top - GAP : caret.bottom - container.top + GAP;
  return { left, top, above };
}

// The properties that decide where text wraps and lines fall (the list component/textarea-caret uses).
const MIRRORED = [
  'boxSizing',
  'width',
  'height',
  'overflowX',
  'overflowY',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'borderStyle',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'fontStyle',
  'fontVariant',
  'fontWeight',
  'fontStretch',
  'fontSize',
  'fontSizeAdjust',
  'lineHeight',
  'fontFamily',
  'textAlign',
  'textTransform',
  'textIndent',
  'textDecoration',
  'letterSpacing',
  'wordSpacing',
  'tabSize',
] as const;

/**
 * The viewport box of the caret at `position` in a textarea. A hidden copy of the field (same box, font
 * and wrapping) holds the text before `position` and a marker; the marker's offset is the caret's.
 */
export function textareaCaretRect(textarea: HTMLTextAreaElement, position: number): CaretRect {
  const doc = textarea.ownerDocument;
  const style = doc.defaultView?.getComputedStyle(textarea);
  const mirror = doc.createElement('div');
  const mirrorStyle = mirror.style as unknown as Record<string, string>;
  if (style) for (const property of MIRRORED) mirrorStyle[property] = (style as unknown as Record<string, string>)[property] ?? '';
  mirror.style.position = 'absolute';
  mirror.style.visibility = 'hidden';
  mirror.style.top = '0';
  mirror.style.left = '-9999px';
  mirror.style.whiteSpace = 'pre-wrap';
  mirror.style.overflowWrap = 'break-word';
  mirror.style.overflow = 'hidden';
  mirror.textContent = textarea.value.slice(0, position);
  const marker = doc.createElement('span');
  // A character, so the marker has a line box even at the end of the text.
  marker.textContent = textarea.value.slice(position) || '.';
  mirror.appendChild(marker);
  doc.body.appendChild(mirror);
  const lineHeight = Number.parseFloat(style?.lineHeight ?? '') || Number.parseFloat(style?.fontSize ?? '') * 1.2 || 20;
  const offsetTop = marker.offsetTop;
  const offsetLeft = marker.offsetLeft;
  mirror.remove();
  // Offsets count from the mirror's padding edge; the field's box starts at its border.
  const box = textarea.getBoundingClientRect();
  const top = box.top + (Number.parseFloat(style?.borderTopWidth ?? '') || 0) + offsetTop - textarea.scrollTop;
  const left = box.left + (Number.parseFloat(style?.borderLeftWidth ?? '') || 0) + offsetLeft - textarea.scrollLeft;
  return { left, top, bottom: top + lineHeight };
}
