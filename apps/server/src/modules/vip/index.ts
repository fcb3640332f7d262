// The VIP front door: a player's VIP level at an instant (paid chapters and downloads price by it).
export { vipLevel } from './service.ts';
