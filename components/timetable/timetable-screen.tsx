'use client';
/**
 * /timetable: a class-section's week (the version in force, or one of its history), edited in
 * place with timetable-edit; those who may read other teachers' weeks (timetable-edit or
 * substitution-manage) switch to a teacher's. The choice is kept in the address
 * (`class_section_id`, `version_id`, `teacher_id`), so a printed or shared link opens it.
 */
import Link from 'next/link';
import Alert from 'react-bootstrap/Alert';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import ToggleButton from 'react-bootstrap/ToggleButton';
import { useTranslations } from 'use-intl';
import { FilterSelect } from '@/components/ui/filter-select';
import { PrintButton } from '@/components/ui/print-button';
import { usePermissions } from '@/components/ui/use-permissions';
import { useUrlState } from '@/components/ui/use-url-state';
import { ClassTimetable } from './class-timetable';
import { useChoices, useRoomWeek, useTeacherWeek } from './queries';
import { WeekLessons } from './teacher-week-view';

const idOf = (value: string | null) => (value && Number(value) > 0 ? Number(value) : null);

export function TimetableScreen() {
  const t = useTranslations('timetable');
  const { can } = usePermissions();
  const { params, update } = useUrlState();
  const choices = useChoices();
  const mayReadTeachers = can('timetable-edit') || can('substitution-manage');
  const asked = params.get('view');
  const view = mayReadTeachers && (asked === 'teacher' || asked === 'room') ? asked : 'class';
  // One class-section to choose from (a guardian's only child): it is the choice.
  const sections = choices.data?.class_sections ?? [];
  const only = sections.length === 1 ? (sections[0]?.id ?? null) : null;
  const sectionId = idOf(params.get('class_section_id')) ?? only;
  const versionId = idOf(params.get('version_id'));
  const teacherId = idOf(params.get('teacher_id'));
  const roomId = idOf(params.get('room_id'));
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0">
          {t('screens.timetable')}
        </h1>
        <div className="ms-auto d-flex flex-wrap gap-2 no-print">
          {can('timetable-create') && (
            <Link className="btn btn-outline-primary" href="/timetable/draft">
              {t('draftWithSolver')}
            </Link>
          )}
          {can('timetable-edit') && (
            <Link className="btn btn-outline-secondary" href="/timetable/requirements">
              {t('requirementsLink')}
            </Link>
          )}
          {mayReadTeachers && (
            <>
              {/* Every timetable in force today, a page each (GET /api/timetables/print.pdf). */}
              <a
                className="btn btn-outline-secondary"
                href="/api/timetables/print.pdf?of=class_sections&download=1"
              >
                {t('pdfAllClasses')}
              </a>
              <a
                className="btn btn-outline-secondary"
                href="/api/timetables/print.pdf?of=teachers&download=1"
              >
                {t('pdfAllTeachers')}
              </a>
            </>
          )}
          <PrintButton label={t('print')} />
        </div>
      </div>
      {choices.isError && <Alert variant="danger">{choices.error.message}</Alert>}
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3 no-print">
        {mayReadTeachers && (
          <ButtonGroup aria-label={t('pick.view')}>
            {(['class', 'teacher', 'room'] as const).map((v) => (
              <ToggleButton
                key={v}
                id={`timetable-view-${v}`}
                type="radio"
                name="timetable-view"
                value={v}
                variant="outline-primary"
                checked={view === v}
                onChange={() => update({ view: v === 'class' ? undefined : v })}
              >
                {
                  {
                    class: t('pick.classView'),
                    teacher: t('pick.teacherView'),
                    room: t('pick.roomView'),
                  }[v]
                }
              </ToggleButton>
            ))}
          </ButtonGroup>
        )}
        {view === 'class' ? (
          <FilterSelect
            id="timetable-class-section"
            label={t('pick.classSection')}
            all={t('pick.choose')}
            value={sectionId ? String(sectionId) : ''}
            onChange={(v) => update({ class_section_id: v || undefined, version_id: undefined })}
            options={(choices.data?.class_sections ?? []).map((s) => ({
              value: s.id,
              label: s.name,
            }))}
          />
        ) : view === 'room' ? (
          <FilterSelect
            id="timetable-room"
            label={t('pick.room')}
            all={t('pick.choose')}
            value={roomId ? String(roomId) : ''}
            onChange={(v) => update({ room_id: v || undefined })}
            options={(choices.data?.rooms ?? []).map((r) => ({ value: r.id, label: r.name }))}
          />
        ) : (
          <FilterSelect
            id="timetable-teacher"
            label={t('pick.teacher')}
            all={t('pick.choose')}
            value={teacherId ? String(teacherId) : ''}
            onChange={(v) => update({ teacher_id: v || undefined })}
            options={(choices.data?.teachers ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
        )}
      </div>
      {view === 'class' && sectionId && choices.data ? (
        <ClassTimetable
          sectionId={sectionId}
          versionId={versionId}
          onVersion={(id) => update({ version_id: id ? String(id) : undefined })}
          choices={choices.data}
        />
      ) : view === 'teacher' && teacherId ? (
        <TeacherTimetable teacherId={teacherId} />
      ) : view === 'room' && roomId ? (
        <RoomTimetable roomId={roomId} />
      ) : (
        <p className="text-body-secondary">
          {
            {
              class: t('pick.classFirst'),
              teacher: t('pick.teacherFirst'),
              room: t('pick.roomFirst'),
            }[view]
          }
        </p>
      )}
    </section>
  );
}

/** The lessons held in a room, day by day: to find it free, or who uses it. */
function RoomTimetable({ roomId }: { roomId: number }) {
  const t = useTranslations('timetable');
  const week = useRoomWeek(roomId);
  if (week.isPending) return <p role="status">{t('loading')}</p>;
  if (week.isError) return <Alert variant="danger">{week.error.message}</Alert>;
  return (
    <>
      <h2 className="h5">{week.data.room.name}</h2>
      <WeekLessons days={week.data.days} who={week.data.room.name} />
    </>
  );
}

function TeacherTimetable({ teacherId }: { teacherId: number }) {
  const t = useTranslations('timetable');
  const week = useTeacherWeek(teacherId, null);
  if (week.isPending) return <p role="status">{t('loading')}</p>;
  if (week.isError) return <Alert variant="danger">{week.error.message}</Alert>;
  return (
    <>
      <h2 className="h5">{week.data.teacher.name}</h2>
      <WeekLessons days={week.data.days} who={week.data.teacher.name} />
    </>
  );
}
