/** Fen (分) to a yuan label: ¥6 or ¥6.50. */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(fen % 100 === 0 ? 0 : 2)}`;
