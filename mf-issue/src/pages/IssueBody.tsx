import { useState } from 'react';
import { IssueHeader } from '../features/header/components/IssueHeader';
import { StickyHeader, useScrolledPast } from '../features/header/components/StickyHeader';
import { useIssueContext } from '../lib/IssueContext';

/** The loaded page: header, actions, description or edit form, awards, sidebar. */
export function IssueBody() {
  const { issue } = useIssueContext();
  const [titleElement, setTitleElement] = useState<HTMLElement | null>(null);
  const scrolledPast = useScrolledPast(titleElement);
  return (
    <div>
      <StickyHeader issue={issue} visible={scrolledPast} />
      <IssueHeader issue={issue} titleRef={setTitleElement} />
    </div>
  );
}
