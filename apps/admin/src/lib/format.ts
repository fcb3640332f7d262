import { chinaDay } from './admin';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as the console shows it: 2026-11-21 16:00 (the browser's time zone). */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An ISO time as a datetime-local input's value. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value as an ISO time (empty when not filled). */
export function fromLocalInput(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/**
 * A calendar day (YYYY-MM-DD) `offset` days from today as the server counts days (China's), so an
 * operator in another zone asks for the same 今日 the dashboard and reconciliation count.
 */
export function dayFromToday(offset = 0): string {
  return chinaDay(Date.now(), offset);
}

/** Comma or whitespace separated words, as a list without empties. */
export function splitList(text: string): string[] {
  return text
    .split(/[,，\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
