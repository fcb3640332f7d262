import type { Schemas } from '@portal/sdk';
import { Swipe } from '@portal/ui/swipe';
import { Link } from 'react-router';
import { srcSetFor } from '../../../ui/picture';

/** The comics tab's featured books: a wide slide per book, cover over a tinted backdrop. */
export function FeaturedCarousel({ books }: { books: Schemas['Book'][] }) {
  if (books.length === 0) return null;
  return (
    <Swipe autoplay={4500} label="精选推荐" className="h-44 rounded-[var(--radius-card)] shadow-card">
      {books.map((b) => {
        // The blurred backdrop asks for the cover's own copy: one download for both.
        const coverSet = srcSetFor(b.cover, 96);
        return (
          <Link
            key={b.id}
            to={`/bookinfo/${b.id}`}
            className="relative flex h-full items-end gap-3 overflow-hidden bg-night p-3"
          >
            <img
              src={b.cover}
              srcSet={coverSet}
              alt=""
              aria-hidden="true"
              width={300}
              height={400}
              className="absolute inset-0 size-full scale-125 object-cover opacity-45 blur-xl"
            />
            <img
              src={b.cover}
              srcSet={coverSet}
              alt={b.title}
              width={96}
              height={128}
              className="relative h-32 w-24 shrink-0 rounded-lg object-cover shadow-float"
            />
            <div className="relative min-w-0 flex-1 pb-5 text-white">
              <p className="text-[0.6875rem] text-white/75">{b.tags.join(' · ')}</p>
              <h3 className="mt-0.5 truncate text-lg font-bold">{b.title}</h3>
              <p className="mt-1 line-clamp-2 text-xs leading-relaxed text-white/80">{b.intro}</p>
            </div>
          </Link>
        );
      })}
    </Swipe>
  );
}
