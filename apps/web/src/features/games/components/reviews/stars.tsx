import { REVIEW_STARS } from '../../../../lib/portal';

const ALL_STARS = Array.from({ length: REVIEW_STARS.maximum }, (_, i) => i + 1);

/** Stars shown, not chosen: `value` of them filled, read out as "4星". */
export function Stars({ value, size = 'text-sm' }: { value: number; size?: string }) {
  return (
    <span role="img" aria-label={`${value}星`} className={`inline-flex gap-px leading-none ${size}`}>
      {ALL_STARS.map((n) => (
        <span key={n} aria-hidden="true" className={n <= value ? 'text-gold' : 'text-line'}>
          ★
        </span>
      ))}
    </span>
  );
}

const WORDS = ['', '很差', '较差', '还行', '推荐', '力荐'];

/**
 * The 1-5 star picker: a radio group (arrow keys move, each star is named "3星 还行"), drawn as stars
 * that fill up to the chosen one.
 */
export function StarPicker({ value, onChange }: { value: number | null; onChange(stars: number): void }) {
  return (
    <fieldset className="flex flex-col items-center gap-1">
      <legend className="sr-only">评分</legend>
      <div className="flex" role="radiogroup" aria-label="评分">
        {ALL_STARS.map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              name="review-stars"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
              aria-label={`${n}星 ${WORDS[n] ?? ''}`}
            />
            <span
              aria-hidden="true"
              className={`flex size-11 items-center justify-center rounded-md text-[2rem] leading-none peer-focus-visible:ring-2 peer-focus-visible:ring-primary ${
                value !== null && n <= value ? 'text-gold' : 'text-line'
              }`}
            >
              ★
            </span>
          </label>
        ))}
      </div>
      <p className="min-h-5 text-[0.8125rem] text-muted">{value ? WORDS[value] : '点击星星评分'}</p>
    </fieldset>
  );
}
