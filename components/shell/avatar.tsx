/** A user's photo, or their initials on a coloured disc when they have none. */
import Image from 'next/image';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p[0]?.toUpperCase() ?? '').join('') || '?';
}

export function Avatar({
  name,
  image,
  size = 36,
}: {
  name: string;
  image: string | null;
  size?: number;
}) {
  if (image)
    return (
      <Image
        src={image}
        alt=""
        width={size}
        height={size}
        className="avatar rounded-circle"
        unoptimized
      />
    );
  return (
    <span
      className="avatar avatar-initials rounded-circle"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
