// The console's front door: the hooks on players' requests (activity days, mutes and bans) that app.ts
// installs before the areas, and creating an operator (admin:create, tests). Nothing else of the console
// is used outside it.
export { installPlayerHooks } from './activity.ts';
export { createOperator } from './operators.ts';
