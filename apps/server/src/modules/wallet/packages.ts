/** Recharge packages. Prices are integer fen (1元 = 100 fen); X钻 are integers. */
export type RechargePackage = {
  id: number;
  priceFen: number;
  /** X钻 bought; `bonus` comes on top. */
  coins: number;
  bonus: number;
  hot: boolean;
};

export const RECHARGE_PACKAGES: readonly RechargePackage[] = [
  { id: 1, priceFen: 600, coins: 60, bonus: 0, hot: false },
  { id: 2, priceFen: 3000, coins: 300, bonus: 30, hot: false },
  { id: 3, priceFen: 6800, coins: 680, bonus: 80, hot: true },
  { id: 4, priceFen: 12800, coins: 1280, bonus: 200, hot: false },
  { id: 5, priceFen: 32800, coins: 3280, bonus: 600, hot: false },
];

/** The contract's RechargePackage: amount in fen, coins with the bonus included. */
export function presentPackage(p: RechargePackage) {
  const total = p.coins + p.bonus;
  return { id: p.id, name: `${total} X钻`, amount: p.priceFen, coins: total, bonus: p.bonus, hot: p.hot };
}

export function findPackage(id: number): RechargePackage | undefined {
  return RECHARGE_PACKAGES.find((p) => p.id === id);
}

/** Unpaid orders stop being payable after 30 minutes. */
export const ORDER_TTL_MS = 30 * 60 * 1000;

export function fenToYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}
