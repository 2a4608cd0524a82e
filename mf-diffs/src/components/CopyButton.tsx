import { IconButton } from 'shared-kernel/primer';
import { CheckIcon, CopyIcon } from '@primer/octicons-react';
import { useEffect, useRef, useState } from 'react';

/** Clipboard feedback texts and how long they show (spec §8: 'Copied', a generic error, each for 1 second). */
export const COPY_TEXTS = { copied: 'Copied', failed: 'Copy failed', feedbackMs: 1000 } as const;

export interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** The button's accessible name, e.g. "Copy file path". */
  label: string;
  size?: 'small' | 'medium';
}

/** Copies `text` on `copy()`; `feedback` is 'Copied' (or the failure) for a second after. */
export function useCopyFeedback(text: string): { feedback: string | null; copy: () => Promise<void> } {
  const [feedback, setFeedback] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (message: string) => {
    setFeedback(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFeedback(null), COPY_TEXTS.feedbackMs);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      show(COPY_TEXTS.copied);
    } catch {
      show(COPY_TEXTS.failed);
    }
  };
  return { feedback, copy };
}

/** A copy-to-clipboard button that says 'Copied' (or the failure) for a second, in a polite live region. */
export function CopyButton({ text, label, size = 'small' }: CopyButtonProps) {
  const { feedback, copy } = useCopyFeedback(text);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconButton icon={feedback === COPY_TEXTS.copied ? CheckIcon : CopyIcon} aria-label={label} size={size} variant="invisible" onClick={() => void copy()} />
      <span role="status" style={{ fontSize: 12, color: 'var(--fgColor-muted)' }}>
        {feedback}
      </span>
    </span>
  );
}
