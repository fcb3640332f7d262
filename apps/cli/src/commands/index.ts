import type { Command } from '../command.js';
import { init, login, logout, register, status } from './account.js';
import { comment, post, posts, tags } from './content.js';
import { download, game, games } from './games.js';
import { checkin, packages, rechargeCommand } from './wallet.js';

/** Single commands, in the order of the smoke journey. */
export const COMMANDS: readonly Command[] = [
  init,
  register,
  login,
  status,
  tags,
  posts,
  post,
  comment,
  games,
  game,
  download,
  packages,
  rechargeCommand,
  checkin,
  logout,
];

export const findCommand = (name: string): Command | undefined => COMMANDS.find((c) => c.name === name);
