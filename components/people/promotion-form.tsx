'use client';
/**
 * Promotion: a class-section moves into a later session, with a decision for every active
 * student: pass or fail, continue or leave. Passed students go to the target class-section,
 * failed ones repeat, leavers become inactive; roll numbers are given again by the API.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { promotionSchema } from '@/lib/api/modules/people/move-schemas';
import { useClassStudents } from './class-students';
import { toOptions, usePeopleLookups } from './lookups';
import { Pick, postChecked } from './pick';
import { fullName } from './student-types';

type Decision = { result: 'pass' | 'fail'; next: 'continue' | 'leave' };
const DEFAULT: Decision = { result: 'pass', next: 'continue' };

export function PromotionForm() {
  const { classSections, sessions, defaultSession } = usePeopleLookups();
  const [from, setFrom] = useState('');
  const [fromSession, setFromSession] = useState('');
  const fromSessionId = fromSession || String(defaultSession?.id ?? '');
  const later = sessions.filter(
    (s) => s.start_date > (sessions.find((x) => String(x.id) === fromSessionId)?.start_date ?? ''),
  );
  const [to, setTo] = useState('');
  const [toSession, setToSession] = useState('');
  const toSessionId = toSession || String(later[0]?.id ?? '');
  const [decisions, setDecisions] = useState<Record<number, Decision>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState('');
  const students = useClassStudents(from, fromSessionId);
  const invalidate = useInvalidateAfterWrite();
  const decisionOf = (id: number) => decisions[id] ?? DEFAULT;
  const decide = (id: number, patch: Partial<Decision>) =>
    setDecisions((d) => ({ ...d, [id]: { ...decisionOf(id), ...patch } }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSummary('');
    const body = {
      from_class_section_id: from,
      from_session_year_id: fromSessionId,
      to_class_section_id: to,
      to_session_year_id: toSessionId,
      students: (students.data ?? []).map((s) => ({ student_id: s.id, ...decisionOf(s.id) })),
    };
    const message = await postChecked('/api/promotions', promotionSchema, body, setErrors);
    if (message) {
      setSummary(message);
      setDecisions({});
      await invalidate();
    }
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Row>
        <Col md={3}>
          <Pick
            id="promote-from"
            label="Class-section"
            blank="Choose…"
            value={from}
            onChange={setFrom}
            options={toOptions(classSections)}
            error={errors.from_class_section_id}
          />
        </Col>
        <Col md={3}>
          <Pick
            id="promote-from-session"
            label="From session"
            value={fromSessionId}
            onChange={setFromSession}
            options={toOptions(sessions)}
            error={errors.from_session_year_id}
          />
        </Col>
        <Col md={3}>
          <Pick
            id="promote-to"
            label="Promote to class-section"
            blank="Choose…"
            value={to}
            onChange={setTo}
            options={toOptions(classSections)}
            error={errors.to_class_section_id}
          />
        </Col>
        <Col md={3}>
          <Pick
            id="promote-to-session"
            label="Into session"
            blank={later.length ? undefined : 'No later session'}
            value={toSessionId}
            onChange={setToSession}
            options={toOptions(later)}
            error={errors.to_session_year_id}
          />
        </Col>
      </Row>
      {summary && <Alert variant="success">{summary}</Alert>}
      {errors.students && (
        <Alert variant="danger" className="py-2">
          {errors.students}
        </Alert>
      )}
      {from && students.data?.length === 0 && (
        <p className="text-muted">No active students in this class-section and session.</p>
      )}
      {Boolean(students.data?.length) && (
        <div className="table-responsive">
          <Table size="sm" className="align-middle">
            <caption className="visually-hidden">Decision for each student</caption>
            <thead>
              <tr>
                <th scope="col">Roll</th>
                <th scope="col">Student</th>
                <th scope="col">Result</th>
                <th scope="col">Next session</th>
              </tr>
            </thead>
            <tbody>
              {students.data?.map((s) => (
                <tr key={s.id}>
                  <td>{s.roll_number ?? '—'}</td>
                  <td>
                    {fullName(s)} <span className="text-muted small">{s.admission_no}</span>
                  </td>
                  <td>
                    <Form.Select
                      size="sm"
                      aria-label={`Result of ${fullName(s)}`}
                      value={decisionOf(s.id).result}
                      onChange={(e) =>
                        decide(s.id, { result: e.target.value as Decision['result'] })
                      }
                    >
                      <option value="pass">Pass</option>
                      <option value="fail">Fail</option>
                    </Form.Select>
                  </td>
                  <td>
                    <Form.Select
                      size="sm"
                      aria-label={`Next session of ${fullName(s)}`}
                      value={decisionOf(s.id).next}
                      onChange={(e) => decide(s.id, { next: e.target.value as Decision['next'] })}
                    >
                      <option value="continue">Continue</option>
                      <option value="leave">Leave the school</option>
                    </Form.Select>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      <Button type="submit" disabled={!students.data?.length}>
        Promote the class
      </Button>
    </Form>
  );
}
