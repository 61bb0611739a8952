/** A user's photo, or their initials on a coloured disc when they have none. */

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p?.[0]?.toUpperCase() ?? '').join('') || '?';
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
      // eslint-disable-next-line @next/next/no-img-element -- photos are small files from /storage; the image optimiser adds code and nothing else here
      <img src={image} alt="" width={size} height={size} className="avatar rounded-circle" />
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
