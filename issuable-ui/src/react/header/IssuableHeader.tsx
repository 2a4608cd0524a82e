import { Label, Link } from 'shared-kernel/primer';
import { AlertIcon, DeviceCameraVideoIcon, EyeClosedIcon, LockIcon } from '@primer/octicons-react';
import type { ReactNode } from 'react';
import { timeAgo } from 'shared-kernel/dates';
import { capitalize, HIDDEN_TEXT, LOCKED_TEXT, type IssuableData, type IssuableTexts } from '../../core';
import { StatusBadge } from './StatusBadge';

export interface IssuableHeaderProps {
  issue: IssuableData;
  /** The kind's words (`api.texts(issue)`). */
  texts: IssuableTexts;
  /** The actions (Edit, the actions menu), placed beside the status. */
  actions?: ReactNode;
  /** Receives the title element, so the sticky header knows when it scrolls out of view. */
  titleRef?: (element: HTMLElement | null) => void;
}

/**
 * Title (server-rendered `title_html`), status badge (with the closed-as link), author and created time,
 * confidential and locked indicators, and the pinned links (an incident's published page, Zoom).
 */
export function IssuableHeader({ issue, texts, actions, titleRef }: IssuableHeaderProps) {
  const type = texts.noun;
  const created = new Date(issue.created_at);
  return (
    <header aria-label={`${capitalize(type)} header`} style={{ display: 'grid', gap: 8, marginBottom: 16 }}>
      <h1
        ref={titleRef}
        data-testid="issue-title"
        style={{ fontSize: 'var(--text-title-size-large, 2rem)', fontWeight: 400, margin: 0, wordBreak: 'break-word' }}
        // The server renders and sanitises title_html (markdown pipeline); it is trusted as such.
        dangerouslySetInnerHTML={{ __html: issue.title_html }}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <StatusBadge issue={issue} />
        {texts.typeLabel ? <Label variant="attention">{texts.typeLabel}</Label> : null}
        {issue.confidential ? (
          <Label variant="attention" aria-label={`Confidential ${type}`} title={texts.confidential}>
            <EyeClosedIcon size={12} /> Confidential
          </Label>
        ) : null}
        {issue.discussion_locked ? (
          <Label variant="attention" aria-label={`Locked ${type}`} title={LOCKED_TEXT(type)}>
            <LockIcon size={12} /> Locked
          </Label>
        ) : null}
        {issue.hidden ? (
          <Label variant="danger" title={HIDDEN_TEXT(type)}>
            <AlertIcon size={12} /> Hidden
          </Label>
        ) : null}
        <span style={{ color: 'var(--fgColor-muted)' }}>
          Created{' '}
          <time dateTime={issue.created_at} title={created.toLocaleString()}>
            {timeAgo(created)}
          </time>{' '}
          by{' '}
          <Link inline href={issue.author.web_url} data-username={issue.author.username} style={{ textDecoration: 'underline' }}>
            {issue.author.name}
          </Link>
        </span>
        {issue.first_contribution ? <Label>1st contribution!</Label> : null}
        {issue.service_desk_reply_to ? <span style={{ color: 'var(--fgColor-muted)' }}>via {issue.service_desk_reply_to}</span> : null}
        {actions ? <div style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>{actions}</div> : null}
      </div>
      <PinnedLinks issue={issue} />
    </header>
  );
}

/** Published incident and Zoom meeting links (GitLab's pinned links). */
export function PinnedLinks({ issue }: { issue: Pick<IssuableData, 'published_incident_url' | 'zoom_meeting_url'> }) {
  if (!issue.published_incident_url && !issue.zoom_meeting_url) return null;
  return (
    <nav aria-label="Pinned links" style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {issue.published_incident_url ? (
        <Link href={issue.published_incident_url} target="_blank" rel="noopener noreferrer">
          <AlertIcon size={16} /> Published on status page
        </Link>
      ) : null}
      {issue.zoom_meeting_url ? (
        <Link href={issue.zoom_meeting_url} target="_blank" rel="noopener noreferrer">
          <DeviceCameraVideoIcon size={16} /> Join Zoom meeting
        </Link>
      ) : null}
    </nav>
  );
}
