import { createContext } from 'react-router';

/** What the server hands a request's loaders and render (src/server-app.ts fills it). */
export interface ServerContext {
  /** The server's own routes, in process: a loader's portal calls through it (guestPortal). */
  fetch(request: Request): Promise<Response>;
  /** The request's CSP nonce, on every script the page carries. */
  nonce: string;
}

export const serverContext = createContext<ServerContext>();
