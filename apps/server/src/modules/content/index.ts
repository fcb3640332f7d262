// The content front door: inbox messages any area may send (the account deletion notice; one message to
// many players: a reserved game's release), and whether an
// activity is upcoming, ongoing or ended (the console's lists).
export { sendMessages } from './messages.ts';
export { activityStatus } from './notices.ts';
