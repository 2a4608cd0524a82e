import { useEffect, useState } from 'react';
import { emojiImageUrl, isEmojiSupported, knownEmojiSupport, whenIdle } from './emojiImages';

/** An emoji as text, or as its image where the system has no colour glyph for it (see emojiImages.ts). */
export function EmojiGlyph({ unicode, title }: { unicode: string; title?: string }) {
  const [asImage, setAsImage] = useState(false);
  useEffect(() => {
    // Shortcodes shown for unknown names (`:name:`) are text, never images.
    if (unicode.startsWith(':')) {
      setAsImage(false);
      return undefined;
    }
    // The text shows until the system's support is known; the first probe waits for an idle moment.
    const known = knownEmojiSupport(unicode);
    if (known !== undefined) {
      setAsImage(!known);
      return undefined;
    }
    return whenIdle(() => setAsImage(!isEmojiSupported(unicode)));
  }, [unicode]);
  if (!asImage) return <>{unicode}</>;
  return <img className="emoji" src={emojiImageUrl(unicode)} alt={unicode} title={title} width={20} height={20} style={{ width: '1.2em', height: '1.2em', verticalAlign: '-.2em' }} />;
}
