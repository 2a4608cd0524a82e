import type * as GraphqlKernelModule from 'shared-kernel/graphql';
import type { GraphqlSocketStatus, GraphqlSubscriptionHandlers } from 'shared-kernel/graphql';

// `shared-kernel/graphql` (Apollo Client, graphql-ws) is imported on first use, so the notes' first
// view carries no GraphQL code. Both helpers return a synchronous stop that also cancels a pending start.

type GraphqlKernel = typeof GraphqlKernelModule;
let kernelModule: Promise<GraphqlKernel> | undefined;

/** The one load of the subpath (also shared by concurrent first uses). */
function loadKernel(): Promise<GraphqlKernel> {
  kernelModule ??= import('shared-kernel/graphql');
  return kernelModule;
}

function lazily(start: (kernel: GraphqlKernel) => () => void, onLoadError?: (error: unknown) => void): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;
  loadKernel().then(
    (kernel) => {
      if (!stopped) stop = start(kernel);
    },
    (error: unknown) => {
      if (!stopped) onLoadError?.(error);
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Runs a subscription (`document` as text) over the page's one client; returns the unsubscribe. */
export function subscribeLive<TData>(document: string, variables: Record<string, unknown>, handlers: GraphqlSubscriptionHandlers<TData>): () => void {
  return lazily((kernel) => kernel.subscribeGraphql<TData>(document, variables, handlers), handlers.error);
}

/** Follows the page's graphql-ws socket (current status first); returns the unsubscribe. */
export function watchSocketStatus(listener: (status: GraphqlSocketStatus) => void): () => void {
  return lazily((kernel) => kernel.watchGraphqlSocketStatus(listener));
}
