import { createContext, useContext } from 'react';

/** The request's CSP nonce while the server renders (entry.server.tsx); none in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
