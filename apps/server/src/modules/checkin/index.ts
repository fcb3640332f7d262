// The check-in front door: make-up cards (补签卡), which daily tasks grant and the console grants and shows.
export { cardState, grantCards } from './makeup.ts';
