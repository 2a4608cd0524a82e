import type { ReactNode } from 'react';
import { Flash, Heading, Label, Spinner, Text } from 'shared-kernel/primer';
import type { UseQueryResult } from 'shared-kernel/react';
import type { Listed } from '../lib/listed';

interface Props<T> {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  state: UseQueryResult<Listed<T>>;
  empty: string;
  render: (item: T) => ReactNode;
  /** Shown under the list when the list has items (e.g. a "View all" link). */
  footer?: ReactNode;
}

/**
 * A titled list of a page (a group's subgroups, a project's members, a user's projects…): its count
 * next to the title, a spinner while loading, the error, the empty text or the items.
 */
export function ListSection<T>({ id, title, state, empty, render, footer }: Props<T>) {
  return (
    <section aria-labelledby={id}>
      <Heading as="h2" variant="small" id={id}>
        {title}
        {state.status === 'success' && (
          <Label className="count" aria-label={`${state.data.total} ${title.toLowerCase()}`}>
            {state.data.total}
          </Label>
        )}
      </Heading>
      {state.status === 'pending' && <Spinner size="small" aria-label={`Loading ${title.toLowerCase()}`} />}
      {state.status === 'error' && <Flash variant="danger">{state.error.message}</Flash>}
      {state.status === 'success' &&
        (state.data.items.length === 0 ? (
          <Text as="p" className="meta">
            {empty}
          </Text>
        ) : (
          <>
            <ul className="card-list">{state.data.items.map(render)}</ul>
            {footer}
          </>
        ))}
    </section>
  );
}
