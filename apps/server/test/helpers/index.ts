export * from './app.ts';
export * from './contract.ts';
export * from './http.ts';
