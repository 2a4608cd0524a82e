import { ApolloLink } from '@apollo/client';
import { OperationTypeNode, print } from 'graphql';
import { Observable } from 'rxjs';
// Through the package name: in a federated page this is the one shared configuration and session.
import { discardStartupCalls, startupCallData, takeStartupCall } from 'shared-kernel/api';

/**
 * The link that answers a query from the page's startup call for it (`takeStartupCall` of
 * `shared-kernel/api`: same operation name, document and variables, not taken yet, while the page is young
 * and its user the same), once. A mutation discards every startup answer not taken. An answer that is not
 * a successful one is not used: the query goes on to the server.
 */
export function startupCallLink({ fetch: fetchImpl }: { fetch?: typeof fetch } = {}): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType === OperationTypeNode.MUTATION) {
      discardStartupCalls();
      return forward(operation);
    }
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    const href = takeStartupCall(print(operation.query), operation.variables);
    if (!href) return forward(operation);
    return new Observable((observer) => {
      let inner: { unsubscribe(): void } | undefined;
      let closed = false;
      void startupCallData(href, fetchImpl).then((data) => {
        if (closed) return;
        if (data === undefined) {
          inner = forward(operation).subscribe(observer);
          return;
        }
        observer.next({ data } as never);
        observer.complete();
      });
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}
