/**
 * Reservations (预约) of upcoming games: the calls (also in `portal.api.games`) and the words the
 * screens show (`12.3万人预约`, `2026-12-01 10:00 上线`). The labels are also in `@portal/sdk/helpers`.
 */
export { type ReservationCalls, reservationCalls } from './api.js';
export {
  type ReservationAction,
  releaseTimeLabel,
  reservationAction,
  reservationCountLabel,
} from './labels.js';
