'use client';
/** Transfer: chosen students of a class-section move to another class-section in their session. */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslations } from 'use-intl';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { useSchoolFormat } from '@/components/ui/school-format';
import { transferSchema } from '@/lib/api/modules/people/move-schemas';
import { useClassStudents } from './class-students';
import { toOptions, usePeopleLookups } from './lookups';
import { Pick, postChecked } from './pick';
import { fullName } from './student-types';
import { DateInput } from '@/components/ui/date-input';

export function TransferForm() {
  const { classSections, sessions, defaultSession } = usePeopleLookups();
  const [from, setFrom] = useState('');
  const [session, setSession] = useState('');
  const sessionId = session || String(defaultSession?.id ?? '');
  const [to, setTo] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const format = useSchoolFormat();
  const [onDate, setOnDate] = useState(format.today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const students = useClassStudents(from, sessionId);
  const invalidate = useInvalidateAfterWrite();
  const t = useTranslations('people');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = { student_ids: [...chosen], to_class_section_id: to, on_date: onDate };
    if (
      await postChecked('/api/transfers', transferSchema, body, setErrors, t('transfer.notSaved'))
    ) {
      setChosen(new Set());
      await invalidate();
    }
  };

  const toggle = (id: number, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Form noValidate onSubmit={submit}>
      <Row>
        <Col md={4}>
          <Pick
            id="transfer-from"
            label={t('transfer.from')}
            blank={t('choose')}
            value={from}
            onChange={(v) => {
              setFrom(v);
              setChosen(new Set());
            }}
            options={toOptions(classSections)}
          />
        </Col>
        <Col md={4}>
          <Pick
            id="transfer-session"
            label={t('list.session')}
            value={sessionId}
            onChange={setSession}
            options={toOptions(sessions)}
          />
        </Col>
        <Col md={4}>
          <Pick
            id="transfer-to"
            label={t('transfer.to')}
            blank={t('choose')}
            value={to}
            onChange={setTo}
            options={toOptions(classSections.filter((c) => String(c.id) !== from))}
            error={errors.to_class_section_id}
          />
        </Col>
        <Col md={4}>
          <Form.Group className="mb-3" controlId="transfer-date">
            <Form.Label>{t('transfer.date')}</Form.Label>
            <DateInput
              value={onDate}
              isInvalid={Boolean(errors.on_date)}
              onChange={(value) => setOnDate(value)}
              aria-describedby="transfer-date-shown"
            />
            <Form.Text id="transfer-date-shown" muted>
              {onDate ? format.date(onDate) : ''}
            </Form.Text>
            <Form.Control.Feedback type="invalid">{errors.on_date}</Form.Control.Feedback>
          </Form.Group>
        </Col>
      </Row>
      <fieldset className="mb-3">
        <legend className="h6">{t('transfer.students')}</legend>
        {errors.student_ids && (
          <Alert variant="danger" className="py-2">
            {errors.student_ids}
          </Alert>
        )}
        {!from && <p className="text-muted">{t('transfer.chooseFrom')}</p>}
        {students.data?.length === 0 && <p className="text-muted">{t('transfer.none')}</p>}
        {students.data?.map((s) => (
          <Form.Check
            key={s.id}
            id={`transfer-student-${s.id}`}
            label={`${fullName(s)} (${s.admission_no})`}
            checked={chosen.has(s.id)}
            onChange={(e) => toggle(s.id, e.target.checked)}
          />
        ))}
      </fieldset>
      <Button type="submit">{t('transfer.submit', { count: chosen.size })}</Button>
    </Form>
  );
}
