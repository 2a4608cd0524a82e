import { useEffect, useState } from 'react';
import type { IssuableData } from '../../core';
import { StatusBadge } from './StatusBadge';

/** True while `element` is out of the viewport (scrolled past). */
export function useScrolledPast(element: HTMLElement | null): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return past;
}

/**
 * The bar that appears when the title scrolls out of view: status and a title link back to #top. A page
 * renders it for the kinds that have one (GitLab: issues, incidents and test cases).
 */
export function StickyHeader({ issue, visible }: { issue: IssuableData; visible: boolean }) {
  if (!visible) return null;
  return (
    <div
      role="region"
      aria-label="Sticky header"
      style={{
        // Below the host's fixed top bar and beside its navigation (the shell sets both as CSS variables).
        position: 'fixed',
        top: 'var(--app-top-height, 0px)',
        left: 'var(--app-nav-width, 0px)',
        right: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '8px 16px',
        background: 'var(--bgColor-default, #fff)',
        borderBottom: '1px solid var(--borderColor-default, #d0d7de)',
      }}
    >
      <StatusBadge issue={issue} size="small" />
      <a href="#top" style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} dangerouslySetInnerHTML={{ __html: issue.title_html }} />
    </div>
  );
}
