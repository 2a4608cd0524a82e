import { useEffect } from 'react';
import { trackFrequentItem, type FrequentItemRef } from 'shared-kernel/api';
import { useAfterFirstContent, useSession } from 'shared-kernel/react';

const keyOf = (ref: FrequentItemRef | null) => (ref ? `${ref.type}:${'id' in ref ? ref.id : ref.fullPath.toLowerCase()}` : null);

/**
 * Records a visit to a project or group page (an issue page counts for its project) for the signed-in
 * user, once per page shown; the server decides whether it counts (once per 15 minutes). Sent once the
 * page's first content is on screen: nothing on the page waits for it.
 */
export function useTrackVisit(ref: FrequentItemRef | null): void {
  const signedIn = Boolean(useSession().user);
  const key = keyOf(ref);
  const afterFirstContent = useAfterFirstContent();
  useEffect(() => {
    if (!signedIn || !ref || !afterFirstContent) return;
    void trackFrequentItem(ref);
    // `key` identifies `ref`: a new object for the same item is not a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, key, afterFirstContent]);
}
