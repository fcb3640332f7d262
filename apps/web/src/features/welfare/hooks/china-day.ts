/** Today's day of the month on the Asia/Shanghai calendar (check-in days are China days). */
export function chinaDayOfMonth(now = Date.now()): number {
  return new Date(now + 8 * 3600_000).getUTCDate();
}
