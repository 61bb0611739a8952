'use client';
/**
 * A student's marks in each period of the day, beside the day's mark on the class register
 * (attendance by period): one small chip per lesson in the code's colour, a dash where the
 * period is not taken yet.
 */
import { useTranslations } from 'use-intl';
import { textOn, type AttendanceCode } from './codes';
import { useAttendanceWords } from './words';

export function PeriodMarks({
  periods,
  codeIds,
  codes,
}: {
  periods: { id: number; name: string; subject: string }[];
  codeIds: (number | null)[];
  codes: AttendanceCode[];
}) {
  const t = useTranslations('attendance');
  const words = useAttendanceWords();
  const byId = new Map(codes.map((c) => [c.id, c]));
  return (
    <ul className="list-inline small mb-0 ms-4 mt-1" aria-label={t('periods.marksLabel')}>
      {periods.map((p, i) => {
        const code = byId.get(codeIds[i] ?? -1);
        const status = code ? words.codeLabel(code) : t('periods.notTaken');
        return (
          <li
            key={p.id}
            className="list-inline-item badge border text-body-emphasis fw-normal"
            style={code ? { background: code.colour, color: textOn(code.colour) } : undefined}
            title={`${p.name} · ${p.subject}: ${status}`}
          >
            <span className="visually-hidden">{`${p.name} (${p.subject}): ${status}`}</span>
            <span aria-hidden="true">
              {p.name.replace(/\D+/g, '') || p.name} {code ? words.codeShort(code) : '—'}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
