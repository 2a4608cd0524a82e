import type { Page } from '@playwright/test';

/**
 * Resolves once the page has subscribed to `field` over graphql-ws: a `subscribe` message naming it went
 * out on any of the page's `/api/graphql` sockets (graphql-ws sends it only after the server's
 * `connection_ack`). Any socket, not the first one: the page's client is lazy and may open a new socket
 * when it has had none to keep for a while. Set it up before the navigation that subscribes.
 */
export function subscriptionSent(page: Page, field: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/api/graphql')) return;
      socket.on('framesent', (frame) => {
        const payload = String(frame.payload);
        if (!payload.includes(field)) return;
        try {
          if ((JSON.parse(payload) as { type?: string }).type === 'subscribe') resolve();
        } catch {
          // Not a graphql-ws JSON message.
        }
      });
    });
  });
}
