'use client';
/**
 * The one status badge: the same word always gets the same colour on every screen (active is
 * green wherever it appears), in fixed colours that keep AA contrast whatever the school's
 * theme. Unknown statuses are neutral.
 */
import { useTranslations } from 'use-intl';

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
  // A notification's delivery (issue 28; its words come with the log's screens).
  sent: 'good',
  queued: 'waiting',
  bounced: 'bad',
  skipped: 'ended',
  // A background job (the jobs screen).
  running: 'waiting',
  dead: 'bad',
};

const sentenceCase = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

/** The words of the statuses above; a status not named here shows as it comes, sentence-cased. */
function useStatusWords(): Record<string, string> {
  const t = useTranslations('common');
  return {
    active: t('status.active'),
    accepted: t('status.accepted'),
    approved: t('status.approved'),
    converted: t('status.converted'),
    paid: t('status.paid'),
    ready: t('status.ready'),
    trial: t('status.trial'),
    pending: t('status.pending'),
    past_due: t('status.past_due'),
    expired: t('status.expired'),
    done: t('status.done'),
    open: t('status.open'),
    alumni: t('status.alumni'),
    primary: t('status.primary'),
    elective: t('status.elective'),
    default: t('status.default'),
    compulsory: t('status.compulsory'),
    reserved: t('status.reserved'),
    left: t('status.left'),
    lost: t('status.lost'),
    disabled: t('status.disabled'),
    cancelled: t('status.cancelled'),
    rejected: t('status.rejected'),
    failed: t('status.failed'),
    suspended: t('status.suspended'),
    low: t('status.low'),
    ok: t('status.ok'),
  };
}

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const words = useStatusWords();
  return (
    <span className={`badge status-badge status-${TONE[status] ?? 'ended'}`}>
      {label ?? (Object.hasOwn(words, status) ? words[status] : sentenceCase(status))}
    </span>
  );
}
