/**
 * The one status badge: the same word always gets the same colour on every screen (active is
 * green wherever it appears), in fixed colours that keep AA contrast whatever the school's
 * theme. Unknown statuses are neutral.
 */
type Tone = 'good' | 'waiting' | 'ended' | 'info' | 'bad';

const TONE: Record<string, Tone> = {
  active: 'good',
  accepted: 'good',
  approved: 'good',
  converted: 'good',
  paid: 'good',
  ready: 'good',
  trial: 'info',
  pending: 'waiting',
  past_due: 'waiting',
  expired: 'bad',
  done: 'good',
  open: 'waiting',
  alumni: 'info',
  primary: 'info',
  elective: 'info',
  default: 'good',
  compulsory: 'ended',
  reserved: 'ended',
  left: 'ended',
  lost: 'ended',
  disabled: 'ended',
  cancelled: 'ended',
  rejected: 'bad',
  failed: 'bad',
  suspended: 'bad',
  low: 'bad',
  ok: 'good',
};

const sentenceCase = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={`badge status-badge status-${TONE[status] ?? 'ended'}`}>
      {label ?? sentenceCase(status)}
    </span>
  );
}
