// The comics front door: book lists as players see them (with their subscriptions), for the home page.
export { listBooks, withSubscribed } from './books.ts';
