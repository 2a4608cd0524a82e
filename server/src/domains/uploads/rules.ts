import path from 'node:path';

/**
 * Largest attachment (notes, descriptions, epics). GitLab's default `max_attachment_size` is 100 MB;
 * this platform keeps files on the API's disk and in memory while receiving them, so 10 MiB.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const UPLOAD_TOO_LARGE_MESSAGE = 'File is too large (maximum is 10 MiB).';
export const INVALID_FILE_MESSAGE = 'Invalid file.';

/** The unguessable part of an upload's URL: 32 hexadecimal characters (spec §9). */
export const UPLOAD_SECRET = /^[0-9a-f]{32}$/;

/** GitLab's FileTypeDetection: media a browser may show inline, and the markdown embeds with `![…]`. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  ico: 'image/x-icon',
  webp: 'image/webp',
};
const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm', ogv: 'video/ogg' };
const AUDIO_TYPES: Record<string, string> = { mp3: 'audio/mpeg', oga: 'audio/ogg', ogg: 'audio/ogg', spx: 'audio/ogg', wav: 'audio/wav' };
const INLINE_TYPES: Record<string, string> = { ...IMAGE_TYPES, ...VIDEO_TYPES, ...AUDIO_TYPES };

const extensionOf = (filename: string) => (filename.includes('.') ? (filename.split('.').pop() ?? '').toLowerCase() : '');

/**
 * A file name safe to store, serve and put in a URL: its base name with anything but letters, digits,
 * `.`, `-` and `_` replaced by `_` (CarrierWave's sanitising), no leading dots, at most 200 characters.
 */
export function sanitizeFileName(raw: string): string {
  const base = path.posix.basename(raw.replace(/\\/g, '/')).replace(/[^\w.-]+/g, '_').replace(/^\.+/, '');
  return base.slice(-200) || 'file';
}

/** Embedded as `![…](…)` in markdown: images, videos and audio (SVG too: an `<img>` never runs its scripts). */
export function isEmbeddable(filename: string): boolean {
  const extension = extensionOf(filename);
  return extension in INLINE_TYPES || extension === 'svg';
}

/**
 * How a stored file is served. Only images, videos and audio are shown inline, with their own type;
 * everything else (HTML, SVG, scripts, PDFs, text) is a download of `application/octet-stream`, so an
 * upload can never become a page of ours (XSS). SVG keeps its type for `<img>` but stays an attachment.
 */
export function servingOf(filename: string): { contentType: string; disposition: 'inline' | 'attachment' } {
  const extension = extensionOf(filename);
  const inline = INLINE_TYPES[extension];
  if (inline) return { contentType: inline, disposition: 'inline' };
  if (extension === 'svg') return { contentType: 'image/svg+xml', disposition: 'attachment' };
  return { contentType: 'application/octet-stream', disposition: 'attachment' };
}

/** `inline; filename="a.png"; filename*=UTF-8''a.png` (names are already sanitised to ASCII). */
export function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  return `${disposition}; filename="${filename.replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** GitLab's upload answer: `{ link: { alt, url, markdown } }`, the URL relative to the project or group. */
export function uploadLink(secret: string, filename: string): { alt: string; url: string; markdown: string } {
  const url = `/uploads/${secret}/${filename}`;
  const embeddable = isEmbeddable(filename);
  // FileMarkdownLinkBuilder: media are named without their extension; other files by their name.
  const alt = embeddable ? filename.replace(/\.[^.]+$/, '') || filename : filename;
  const text = alt.replace(/[[\]]/g, (c) => `\\${c}`);
  return { alt, url, markdown: `${embeddable ? '!' : ''}[${text}](${url})` };
}
