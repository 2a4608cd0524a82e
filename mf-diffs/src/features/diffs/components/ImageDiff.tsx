import { SegmentedControl } from 'shared-kernel/primer';
import { useCallback, useEffect, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { formatBytes } from 'shared-kernel/format';
import { IMAGE_MODES } from '../texts';

export type ImageMode = 'twoUp' | 'swipe' | 'onion';

export interface ImageDiffProps {
  /** The old image (absent for an added file). */
  oldUrl: string | null;
  /** The new image (absent for a deleted file). */
  newUrl: string | null;
  oldSize?: number | null;
  newSize?: number | null;
  /** A click on the new image (2-up): where, in pixels of the rendered image, and its rendered size. */
  onImageClick?: ((point: { x: number; y: number; width: number; height: number }) => void) | undefined;
}

/** Swipe resize debounce (spec §9). */
export const SWIPE_RESIZE_DEBOUNCE_MS = 400;
/** Swipe frame padding (spec §9). */
const SWIPE_FRAME_PADDING = 2;
const MODES: ImageMode[] = ['twoUp', 'swipe', 'onion'];

function ImageWithInfo({ url, label, size, onClick }: { url: string; label: string; size?: number | null; onClick?: ImageDiffProps['onImageClick'] }) {
  const [dimensions, setDimensions] = useState<{ width: number; height: number } | null>(null);
  return (
    <figure style={{ margin: 0, textAlign: 'center' }}>
      <img
        src={url}
        alt={label}
        style={{ maxWidth: '100%', border: '1px solid var(--borderColor-default)', cursor: onClick ? 'crosshair' : undefined }}
        onClick={
          onClick
            ? (e) => {
                const rect = e.currentTarget.getBoundingClientRect();
                onClick({ x: e.clientX - rect.left, y: e.clientY - rect.top, width: rect.width, height: rect.height });
              }
            : undefined
        } onLoad={(e) => setDimensions({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })} />
      <figcaption style={{ fontSize: 12, color: 'var(--fgColor-muted)' }}>
        {dimensions ? `W: ${dimensions.width}px | H: ${dimensions.height}px` : null}
        {size != null ? ` | ${formatBytes(size)}` : null}
      </figcaption>
    </figure>
  );
}

/** Pointer (mouse or touch) drag over `element`: the fraction 0..1 across it. */
function useDrag(onFraction: (fraction: number) => void) {
  return (event: ReactPointerEvent<HTMLElement>) => {
    const frame = event.currentTarget.parentElement!;
    const move = (x: number) => {
      const rect = frame.getBoundingClientRect();
      onFraction(rect.width ? Math.min(1, Math.max(0, (x - rect.left) / rect.width)) : 0);
    };
    const onMove = (e: PointerEvent) => move(e.clientX);
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    event.preventDefault();
  };
}

/** Swipe: the new image over the old one, cut at the slider; a window resize puts the slider back (debounced). */
function Swipe({ oldUrl, newUrl }: { oldUrl: string; newUrl: string }) {
  const [fraction, setFraction] = useState(0.5);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setFraction(0.5), SWIPE_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  const startDrag = useDrag(setFraction);
  const percent = Math.round(fraction * 100);
  return (
    <div data-testid="swipe-frame" style={{ position: 'relative', display: 'inline-block', padding: SWIPE_FRAME_PADDING }}>
      <img src={oldUrl} alt="Old image" style={{ display: 'block', maxWidth: '100%' }} />
      <div style={{ position: 'absolute', inset: SWIPE_FRAME_PADDING, overflow: 'hidden', clipPath: `inset(0 0 0 ${percent}%)` }}>
        <img src={newUrl} alt="New image" style={{ display: 'block', maxWidth: '100%' }} />
      </div>
      <span
        role="slider"
        tabIndex={0}
        aria-label="Swipe"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        onPointerDown={startDrag}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') setFraction((f) => Math.max(0, f - 0.05));
          if (e.key === 'ArrowRight') setFraction((f) => Math.min(1, f + 0.05));
        }}
        style={{ position: 'absolute', top: 0, bottom: 0, left: `${percent}%`, width: 4, marginLeft: -2, background: 'var(--fgColor-accent, #0969da)', cursor: 'ew-resize', touchAction: 'none' }}
      />
    </div>
  );
}

/** Onion skin: the new image over the old one at the slider's opacity. */
function Onion({ oldUrl, newUrl }: { oldUrl: string; newUrl: string }) {
  const [opacity, setOpacity] = useState(1);
  return (
    <div>
      <div style={{ position: 'relative', display: 'inline-block' }}>
        <img src={oldUrl} alt="Old image" style={{ display: 'block', maxWidth: '100%' }} />
        <img src={newUrl} alt="New image" style={{ position: 'absolute', inset: 0, maxWidth: '100%', opacity }} />
      </div>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'center', fontSize: 12 }}>
        Opacity
        <input type="range" min={0} max={100} value={Math.round(opacity * 100)} onChange={(e) => setOpacity(Number(e.target.value) / 100)} style={{ touchAction: 'none' }} />
      </label>
    </div>
  );
}

/** The image viewer (spec §2): 2-up (default), Swipe and Onion skin when both images exist. */
export function ImageDiff({ oldUrl, newUrl, oldSize, newSize, onImageClick }: ImageDiffProps) {
  const [mode, setMode] = useState<ImageMode>('twoUp');
  const both = oldUrl !== null && newUrl !== null;
  const select = useCallback((index: number) => setMode(MODES[index]!), []);
  return (
    <div style={{ padding: 16, textAlign: 'center' }}>
      {both && mode === 'swipe' ? <Swipe oldUrl={oldUrl} newUrl={newUrl} /> : null}
      {both && mode === 'onion' ? <Onion oldUrl={oldUrl} newUrl={newUrl} /> : null}
      {!both || mode === 'twoUp' ? (
        <div style={{ display: 'flex', gap: 16, justifyContent: 'center', flexWrap: 'wrap' }}>
          {oldUrl ? <ImageWithInfo url={oldUrl} label="Old image" size={oldSize} /> : null}
          {newUrl ? <ImageWithInfo url={newUrl} label="New image" size={newSize} onClick={onImageClick} /> : null}
        </div>
      ) : null}
      {both ? (
        <div style={{ marginTop: 12, display: 'flex', justifyContent: 'center' }}>
          <SegmentedControl aria-label="Image comparison" size="small" onChange={select}>
            {MODES.map((value) => (
              <SegmentedControl.Button key={value} selected={mode === value}>
                {IMAGE_MODES[value]}
              </SegmentedControl.Button>
            ))}
          </SegmentedControl>
        </div>
      ) : null}
    </div>
  );
}
