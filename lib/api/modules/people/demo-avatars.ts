/**
 * The demo's photos (issue 29): twelve generated faces shipped in public/demo/avatars (SVG, under
 * 1 KB each; drawn, not of anyone), handed out in turn so neighbours on a list differ.
 */
const AVATARS = 12;

export function demoAvatar(n: number): string {
  return `/demo/avatars/avatar-${String((n % AVATARS) + 1).padStart(2, '0')}.svg`;
}
