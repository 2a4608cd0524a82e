import { useState, type CSSProperties } from 'react';
import { IDENTICON_COLORS, identiconLetter, identiconVariant } from './identicon';

/** Props of {@link UserAvatar}. */
export interface UserAvatarProps {
  /** Whose avatar: the id picks the identicon colours, the name its letter. */
  entity: { id: number | string; name: string; avatarUrl?: string | null };
  /** Pixel size. Default 24. */
  size?: number;
  /** Accessible name; empty (the default) when a label or visible name next to it says whose it is. */
  alt?: string;
  /** Squared corners (groups and projects), as GitLab draws them. */
  square?: boolean;
}

/**
 * An avatar as GitLab draws one: the uploaded image, or (without one, or when it fails to load) an identicon,
 * the name's first letter on the colours `gl-avatar-identicon-bg{id % 7 + 1}`.
 */
export function UserAvatar({ entity, size = 24, alt = '', square = false }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = entity.avatarUrl && entity.avatarUrl !== failed ? entity.avatarUrl : null;
  const shape: CSSProperties = { width: size, height: size, borderRadius: square ? Math.max(4, size / 8) : '50%', flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' };
  if (url) {
    return <img src={url} alt={alt} width={size} height={size} style={{ ...shape, objectFit: 'cover', boxShadow: 'inset 0 0 0 1px rgba(0,0,0,.08)' }} onError={() => setFailed(url)} />;
  }
  const variant = identiconVariant(entity.id);
  const palette = IDENTICON_COLORS[variant - 1]!;
  return (
    <span
      className={`gl-avatar-identicon gl-avatar-identicon-bg${variant}`}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      style={{
        ...shape,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: palette.background,
        color: palette.color,
        fontSize: Math.round(size * 0.45),
        fontWeight: 600,
        lineHeight: 1,
        userSelect: 'none',
      }}
    >
      {identiconLetter(entity.name)}
    </span>
  );
}
