import { AppError, BusinessCode, BusinessMessage } from '../../http/answer.ts';

/** An upcoming game (预约中) has no download yet: every download call answers 1060. */
export function assertReleased(game: { upcoming: number }): void {
  if (game.upcoming === 1) throw new AppError(BusinessCode.GameNotReleased, BusinessMessage.GameNotReleased);
}
