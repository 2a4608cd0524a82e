import { Heading, Text } from 'shared-kernel/primer';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** 404, as GitLab words it: the page may not exist or the viewer may not see it. */
export function NotFoundPage() {
  useDocumentTitle('Not found');
  return (
    <div className="page blankslate" role="region" aria-labelledby="not-found">
      <Heading as="h1" id="not-found">
        404: Page not found
      </Heading>
      <Text as="p">Make sure the address is correct and the page hasn't moved. You may need to sign in to see it.</Text>
      <a href="/">Go to the dashboard</a>
    </div>
  );
}
