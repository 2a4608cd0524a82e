import { useEffect, useState } from 'react';
import type { IssuableApi, IssuableTemplate } from 'issuable-ui/react';

const NONE: IssuableTemplate[] = [];

/** The API's description templates, or none when it has none or the list fails (the picker then hides). */
export function useTemplates(api: IssuableApi): IssuableTemplate[] {
  const [loaded, setLoaded] = useState<{ api: IssuableApi; list: IssuableTemplate[] } | null>(null);
  useEffect(() => {
    const { templates } = api;
    if (!templates) return;
    const controller = new AbortController();
    templates.list(controller.signal).then(
      (list) => !controller.signal.aborted && setLoaded({ api, list }),
      () => !controller.signal.aborted && setLoaded({ api, list: NONE }),
    );
    return () => controller.abort();
  }, [api]);
  return loaded?.api === api ? loaded.list : NONE;
}
