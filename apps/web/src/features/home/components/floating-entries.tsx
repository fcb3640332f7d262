import { Link } from 'react-router';
import { homeFloatingImages } from '../../../config/app';

/**
 * The two floating images of the home tab (invite friends → welfare, tasks → task). A zero-height
 * sticky strip keeps them at the bottom of the visible area while the feed scrolls under them.
 */
export function FloatingEntries() {
  return (
    <div className="pointer-events-none sticky bottom-0 z-10 h-0">
      <div className="pointer-events-auto absolute right-2 bottom-4 flex flex-col gap-1">
        {homeFloatingImages.map((item) => (
          <Link key={item.key} to={item.to} className="block drop-shadow-lg transition active:scale-95">
            <img
              src={item.src}
              alt={item.alt}
              width={item.width}
              height={item.height}
              style={{ width: `${item.width / 16}rem`, height: `${item.height / 16}rem` }}
            />
          </Link>
        ))}
      </div>
    </div>
  );
}
