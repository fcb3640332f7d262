import floatTask from '../assets/float-task.svg';
import floatWelfare from '../assets/float-welfare.svg';
import logo from '../assets/logo.svg';
import { PRODUCT_NAME } from '../lib/portal-helpers';

// Operator-facing branding. Values can be overridden at build time through VITE_* variables.
export const appConfig = {
  title: import.meta.env.VITE_APP_TITLE || PRODUCT_NAME,
  /** The light theme by default; app/theme-boot.ts puts `theme-{light|dark}` on <body>. */
  theme: 'light',
  logo,
  /** Design width the root font size scales against, and the scale cap (the UI scales up to twice a 375px phone). */
  designWidth: 375,
  baseFontSize: 16,
  maxFontScale: 2,
  /** Desktop frame cap; at or below the tablet breakpoint the frame fills the width. */
  maxFrameWidth: 520,
  mobileBreakpoint: 768,
  tabletBreakpoint: 1024,
  /** Mouse-follow background on desktop: offset = pointer offset * factor * scale. */
  parallax: { factor: 0.3, scale: 50 },
  keepAliveMax: 10,
} as const;

export type TabKey = 'home' | 'square' | 'animate' | 'games' | 'profile';

export interface TabItem {
  key: TabKey;
  label: string;
  to: string;
}

/** Bottom tabs in the product's order (home, square, comics, games, mine); the third label is the operator's to choose. */
export const tabs: readonly TabItem[] = [
  { key: 'home', label: '首页', to: '/' },
  { key: 'square', label: '广场', to: '/square' },
  { key: 'animate', label: import.meta.env.VITE_THIRD_TAB_LABEL || '漫画', to: '/animate' },
  { key: 'games', label: '游戏', to: '/games' },
  { key: 'profile', label: '我的', to: '/profile' },
];

/** The two floating images on the home tab. */
export const homeFloatingImages = [
  { key: 'welfare', to: '/welfare', src: floatWelfare, alt: '邀请好友', width: 72, height: 72 },
  { key: 'task', to: '/task', src: floatTask, alt: '做任务', width: 72, height: 72 },
] as const;
