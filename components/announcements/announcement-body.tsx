/**
 * An announcement's body: plain text with its line breaks. React escapes it, so markup in a
 * body stays text. A file of its own so the dashboard's announcements card shows bodies without
 * loading the announcements screen (its form brings zod and react-hook-form, about 50 KB of
 * gzip, into the dashboard's first load).
 */
export function AnnouncementBody({ text }: { text: string }) {
  return <div style={{ whiteSpace: 'pre-line' }}>{text}</div>;
}
