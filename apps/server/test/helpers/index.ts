export * from './app.ts';
export * from './http.ts';
