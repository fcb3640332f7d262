import defaultAvatar from '../../../assets/avatar-default.svg';
import { srcSetFor } from '../../../ui/picture';

/** Round user picture with a reserved size; the default picture when the user has none. */
export function Avatar({ src, name, size = 40 }: { src: string; name: string; size?: number }) {
  return (
    <img
      src={src || defaultAvatar}
      srcSet={srcSetFor(src, size)}
      alt={`${name}的头像`}
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-full bg-line object-cover ring-1 ring-black/5"
      style={{ width: `${size / 16}rem`, height: `${size / 16}rem` }}
    />
  );
}
