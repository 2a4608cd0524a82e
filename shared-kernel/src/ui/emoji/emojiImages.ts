/**
 * Emoji as images where the system has no colour-emoji font (GitLab's `gl-emoji` fallback): whether a
 * glyph renders in colour is decided the way GitLab's `unicode_support_map` does, by drawing it on a
 * canvas and looking at the pixels; unsupported emoji become `<img>`s of Twemoji's artwork, served by the
 * shell's own origin under {@link EMOJI_IMAGE_PATH} (copied from `@twemoji/svg` at build time, no CDN).
 */

/** Where the shell serves the emoji images (`/-/emojis/1f44d.svg`). */
export const EMOJI_IMAGE_PATH = '/-/emojis/';

const ZWJ = '\u200d';
const VS16 = /\ufe0f/g;

/** Twemoji's file name for an emoji: code points in hex joined by '-', VS16 dropped unless joined by ZWJ. */
export function emojiImageName(unicode: string): string {
  const text = unicode.includes(ZWJ) ? unicode : unicode.replace(VS16, '');
  return [...text].map((char) => char.codePointAt(0)!.toString(16)).join('-');
}

/** The image's address on this origin. */
export function emojiImageUrl(unicode: string): string {
  return `${EMOJI_IMAGE_PATH}${emojiImageName(unicode)}.svg`;
}

const SIZE = 24;
const support = new Map<string, boolean>();
let canvas: HTMLCanvasElement | null | undefined;

function context(): CanvasRenderingContext2D | null {
  if (canvas === undefined) {
    canvas = typeof document === 'undefined' ? null : document.createElement('canvas');
    if (canvas) {
      canvas.width = SIZE;
      canvas.height = SIZE;
    }
  }
  try {
    return canvas?.getContext('2d', { willReadFrequently: true }) ?? null;
  } catch {
    // jsdom without the canvas package: no way to tell, so the text stays.
    return null;
  }
}

/**
 * Whether the system draws this emoji in colour: some drawn pixel is neither grey nor black. A font
 * without the emoji draws an empty box or a monochrome glyph, both colourless. Memoised per emoji;
 * true where no canvas exists (nothing to decide with).
 */
export function isEmojiSupported(unicode: string): boolean {
  const known = support.get(unicode);
  if (known !== undefined) return known;
  const ctx = context();
  if (!ctx) return true;
  ctx.clearRect(0, 0, SIZE, SIZE);
  ctx.textBaseline = 'top';
  ctx.font = `${SIZE - 4}px "Apple Color Emoji","Segoe UI Emoji","Noto Color Emoji","Twemoji Mozilla",sans-serif`;
  ctx.fillStyle = '#000';
  ctx.fillText(unicode, 0, 2);
  const { data } = ctx.getImageData(0, 0, SIZE, SIZE);
  let coloured = false;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! < 32) continue;
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 24) {
      coloured = true;
      break;
    }
  }
  support.set(unicode, coloured);
  return coloured;
}

/** The memoised answer of {@link isEmojiSupported} for this emoji, or undefined before the first probe. */
export function knownEmojiSupport(unicode: string): boolean | undefined {
  return support.get(unicode);
}

/**
 * Runs `probe` when the main thread is idle (at most `timeoutMs` later): drawing the first emoji on a
 * canvas makes the browser look for an emoji font, which cost the issue page's start-up ~20 ms of main
 * thread before its discussion showed (bench/profile.mjs). Returns a cancel function.
 */
export function whenIdle(probe: () => void, timeoutMs = 1000): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(probe, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(probe, 0);
  return () => clearTimeout(handle);
}

/** An `<img>` standing for the emoji, sized to the text around it. */
export function emojiImage(doc: Document, unicode: string, title: string | null): HTMLImageElement {
  const img = doc.createElement('img');
  img.className = 'emoji';
  img.src = emojiImageUrl(unicode);
  img.alt = unicode;
  if (title) img.title = title;
  img.width = 20;
  img.height = 20;
  img.setAttribute('style', 'width:1.2em;height:1.2em;vertical-align:-.2em');
  return img;
}

/** GitLab's `<gl-emoji>`: shows its text where the system draws it in colour, else the image. */
export function defineGlEmoji(): void {
  if (typeof customElements === 'undefined' || customElements.get('gl-emoji')) return;
  customElements.define(
    'gl-emoji',
    class GlEmoji extends HTMLElement {
      connectedCallback(): void {
        const unicode = this.textContent?.trim() ?? '';
        if (!unicode || this.querySelector('img') || isEmojiSupported(unicode)) return;
        this.replaceChildren(emojiImage(this.ownerDocument, unicode, this.getAttribute('title')));
      }
    },
  );
}
