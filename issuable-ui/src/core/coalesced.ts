/**
 * Wraps a load so that asks made while one runs share a single follow-up load, started once it ends:
 * every caller gets data read after its ask, and a burst of asks (a save's own reload, then the live
 * events the save causes) costs two requests, not one each.
 */
export function coalesced<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current = load().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
