export * from './app.ts';
export * from './contract.ts';
export * from './http.ts';
export * from './media.ts';
export * from './seed-art.ts';
export * from './web-build.ts';
