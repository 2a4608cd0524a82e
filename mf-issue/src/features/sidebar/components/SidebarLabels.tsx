import { Label } from '@primer/react';
import { useIssueContext } from '../../../lib/IssueContext';
import { None, SidebarSection } from './SidebarSection';

/** The issue's labels (scoped labels show `scope::name`). */
export function SidebarLabels() {
  const { issue } = useIssueContext();
  const labels = issue.labels ?? [];
  return (
    <SidebarSection title="Labels">
      {labels.length === 0 ? (
        <None />
      ) : (
        <ul aria-label="Labels" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>
          {labels.map((label) => (
            <li key={label.id}>
              <Label style={{ background: label.color, color: label.text_color ?? undefined, borderColor: label.color }} title={label.description ?? undefined}>
                {label.title}
              </Label>
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}
