/** Recharge packages. Prices are integer fen (1元 = 100 fen); X钻 are integers. */
export type RechargePackage = {
  id: number;
  title: string;
  priceFen: number;
  coins: number;
  bonus: number;
};

export const RECHARGE_PACKAGES: readonly RechargePackage[] = [
  { id: 1, title: '60 X钻', priceFen: 600, coins: 60, bonus: 0 },
  { id: 2, title: '300 X钻', priceFen: 3000, coins: 300, bonus: 30 },
  { id: 3, title: '680 X钻', priceFen: 6800, coins: 680, bonus: 80 },
  { id: 4, title: '1280 X钻', priceFen: 12800, coins: 1280, bonus: 200 },
  { id: 5, title: '3280 X钻', priceFen: 32800, coins: 3280, bonus: 600 },
];

export function findPackage(id: number): RechargePackage | undefined {
  return RECHARGE_PACKAGES.find((p) => p.id === id);
}

/** Unpaid orders stop being payable after 30 minutes. */
export const ORDER_TTL_MS = 30 * 60 * 1000;

export function fenToYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}
