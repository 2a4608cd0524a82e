import { Heading, Spinner, Text, Flash } from 'shared-kernel/primer';
import type { FrequentItemType } from 'shared-kernel/api';
import { useFrequentItems } from '../api/getFrequentItems';

const TEXTS: Record<FrequentItemType, { title: string; empty: string }> = {
  project: { title: 'Frequently visited projects', empty: 'Projects you visit often will appear here.' },
  group: { title: 'Frequently visited groups', empty: 'Groups you visit often will appear here.' },
};

/** The dashboard's "Frequently visited projects" or "groups": the top 5, readable ones only (the server filters). */
export function FrequentItemsList({ type }: { type: FrequentItemType }) {
  const state = useFrequentItems(type);
  const { title, empty } = TEXTS[type];
  const id = `frequent-${type}s`;
  return (
    <section aria-labelledby={id}>
      <Heading as="h2" variant="small" id={id}>
        {title}
      </Heading>
      {state.status === 'pending' && <Spinner size="small" aria-label={`Loading ${title.toLowerCase()}`} />}
      {state.status === 'error' && <Flash variant="danger">{state.error.message}</Flash>}
      {state.status === 'success' &&
        (state.data.length === 0 ? (
          <Text as="p" className="meta">
            {empty}
          </Text>
        ) : (
          <ul className="card-list">
            {state.data.map((item) => (
              <li key={item.id}>
                <a href={item.web_url}>{item.full_name}</a>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
