import type { Schemas } from '@portal/sdk';
import { Swipe } from '@portal/ui/swipe';
import { Link } from 'react-router';
import { srcSetFor } from '../../../ui/picture';

function BannerLink({ banner, first }: { banner: Schemas['Banner']; first: boolean }) {
  const image = (
    <img
      src={banner.image}
      srcSet={srcSetFor(banner.image, 343)}
      alt={banner.title}
      width={750}
      height={328}
      fetchPriority={first ? 'high' : 'auto'}
      className="size-full object-cover"
    />
  );
  return banner.link.startsWith('http') ? (
    <a href={banner.link} target="_blank" rel="noopener noreferrer" className="block h-full">
      {image}
    </a>
  ) : (
    <Link to={banner.link} className="block h-full">
      {image}
    </Link>
  );
}

/** The home carousel; a banner leads to an in-app path or, for http links, out of the app. */
export function HomeBanners({ banners }: { banners: Schemas['Banner'][] }) {
  if (banners.length === 0) return null;
  return (
    <Swipe
      autoplay={4000}
      label="首页轮播"
      className="aspect-[16/7] w-full rounded-[var(--radius-card)] shadow-card"
    >
      {banners.map((b, i) => (
        <BannerLink key={b.link + b.title} banner={b} first={i === 0} />
      ))}
    </Swipe>
  );
}
