import { Heading } from 'shared-kernel/primer';
import type { ReactNode } from 'react';

/** One block of the sidebar: a heading, an optional action (Edit), its content. */
export function SidebarSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ padding: '12px 0', borderBottom: '1px solid var(--borderColor-muted, #d8dee4)' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 4 }}>
        <Heading as="h3" style={{ fontSize: 'var(--text-body-size-medium, 14px)', margin: 0 }}>
          {title}
        </Heading>
        {action}
      </div>
      <div style={{ color: 'var(--fgColor-default)' }}>{children}</div>
    </section>
  );
}

export function None() {
  return <span style={{ color: 'var(--fgColor-muted)' }}>None</span>;
}
