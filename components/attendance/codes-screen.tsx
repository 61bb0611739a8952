'use client';
/**
 * /attendance/codes (School Admin): the school's attendance codes — name, short code, colour
 * and what each counts as in the percentage — with a form to add one or change one. A code in
 * use is retired by unticking Active (its old marks keep it); the five original codes stay.
 * Every change goes through the API, which records it in the audit log. Above them, the
 * setting for attendance by period (period-settings.tsx).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { COUNTS_AS, type CountsAs } from '@/lib/api/modules/attendance/schemas';
import { apiFetch, ApiRequestError } from '@/lib/client/api-fetch';
import { textOn, type AttendanceCode } from './codes';
import { PeriodSettingsCard } from './period-settings';
import { useAttendanceWords } from './words';

type Draft = { name: string; code: string; colour: string; counts_as: CountsAs; active: boolean };
const EMPTY: Draft = { name: '', code: '', colour: '#0369a1', counts_as: 'present', active: true };
const KEY = ['attendance-codes'];

export function AttendanceCodesScreen() {
  const t = useTranslations('attendance');
  const words = useAttendanceWords();
  const queryClient = useQueryClient();
  const codes = useQuery({
    queryKey: KEY,
    queryFn: async () =>
      (await apiFetch<{ data: AttendanceCode[] }>('/api/attendance-codes?per_page=100')).data,
  });
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: Draft) =>
      apiFetch<{ message: string }>(
        editing === null ? '/api/attendance-codes' : `/api/attendance-codes/${editing}`,
        { method: editing === null ? 'POST' : 'PUT', body: JSON.stringify(body) },
      ),
    onSuccess: (res) => {
      toast.success(res.message);
      setErrors({});
      setEditing(null);
      setDraft(EMPTY);
      void queryClient.invalidateQueries({ queryKey: KEY });
      void queryClient.invalidateQueries({ queryKey: ['student-attendance-day'] });
    },
    onError: (e) => {
      setErrors(e instanceof ApiRequestError ? e.fieldErrors : {});
      toast.error(e.message);
    },
  });
  const edit = (c: AttendanceCode) => {
    setEditing(c.id);
    setErrors({});
    setDraft({
      name: c.name,
      code: c.code,
      colour: c.colour,
      counts_as: c.counts_as,
      active: c.active,
    });
  };
  const countsAsLabel = (c: CountsAs) => t(`codes.countsAs.${c}`);

  return (
    <>
      <h1 className="h3 mb-2">{t('codes.title')}</h1>
      <p className="text-body-secondary">{t('codes.intro')}</p>
      <PeriodSettingsCard />
      <Row className="g-4">
        <Col lg={7}>
          {codes.isPending ? (
            <div role="status" className="d-flex gap-2 align-items-center">
              <Spinner size="sm" animation="border" aria-hidden="true" /> {t('codes.loading')}
            </div>
          ) : codes.isError ? (
            <Alert variant="danger">{codes.error.message}</Alert>
          ) : (
            <ListGroup as="ul" aria-label={t('codes.listLabel')}>
              {codes.data.map((c) => (
                <ListGroup.Item
                  as="li"
                  key={c.id}
                  className="d-flex align-items-center gap-3 flex-wrap"
                  data-code={c.code}
                >
                  <span
                    className="rounded px-2 py-1 fw-semibold text-center"
                    style={{ background: c.colour, color: textOn(c.colour), minWidth: '3rem' }}
                  >
                    {words.codeShort(c)}
                  </span>
                  <span className="flex-grow-1">
                    {words.codeLabel(c)}
                    <span className="d-block small text-body-secondary">
                      {countsAsLabel(c.counts_as)}
                    </span>
                  </span>
                  {!c.active && <Badge bg="secondary">{t('codes.retired')}</Badge>}
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    aria-label={t('codes.editCode', { name: words.codeLabel(c) })}
                    onClick={() => edit(c)}
                  >
                    {t('codes.edit')}
                  </Button>
                </ListGroup.Item>
              ))}
            </ListGroup>
          )}
        </Col>
        <Col lg={5}>
          <Card>
            <Card.Body>
              <Card.Title as="h2" className="h5">
                {editing === null ? t('codes.addTitle') : t('codes.editTitle')}
              </Card.Title>
              <Form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  save.mutate(draft);
                }}
              >
                <Form.Group className="mb-2" controlId="code-name">
                  <Form.Label>{t('codes.name')}</Form.Label>
                  <Form.Control
                    value={draft.name}
                    maxLength={40}
                    isInvalid={Boolean(errors.name)}
                    onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                  />
                  <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
                </Form.Group>
                <Row className="g-2 mb-2">
                  <Form.Group as={Col} xs={6} controlId="code-code">
                    <Form.Label>{t('codes.code')}</Form.Label>
                    <Form.Control
                      value={draft.code}
                      maxLength={4}
                      isInvalid={Boolean(errors.code)}
                      onChange={(e) => setDraft({ ...draft, code: e.target.value })}
                    />
                    <Form.Control.Feedback type="invalid">{errors.code}</Form.Control.Feedback>
                  </Form.Group>
                  <Form.Group as={Col} xs={6} controlId="code-colour">
                    <Form.Label>{t('codes.colour')}</Form.Label>
                    <Form.Control
                      type="color"
                      className="w-100"
                      value={draft.colour}
                      isInvalid={Boolean(errors.colour)}
                      onChange={(e) => setDraft({ ...draft, colour: e.target.value })}
                    />
                    <Form.Control.Feedback type="invalid">{errors.colour}</Form.Control.Feedback>
                  </Form.Group>
                </Row>
                <Form.Group className="mb-2" controlId="code-counts-as">
                  <Form.Label>{t('codes.countsAsLabel')}</Form.Label>
                  <Form.Select
                    value={draft.counts_as}
                    isInvalid={Boolean(errors.counts_as)}
                    onChange={(e) => setDraft({ ...draft, counts_as: e.target.value as CountsAs })}
                  >
                    {COUNTS_AS.map((c) => (
                      <option key={c} value={c}>
                        {countsAsLabel(c)}
                      </option>
                    ))}
                  </Form.Select>
                  <Form.Text>{t('codes.countsAsHelp')}</Form.Text>
                </Form.Group>
                <Form.Check
                  className="mb-3"
                  id="code-active"
                  label={t('codes.active')}
                  checked={draft.active}
                  onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
                />
                <div className="d-flex gap-2">
                  <Button type="submit" disabled={save.isPending}>
                    {editing === null ? t('codes.add') : t('codes.save')}
                  </Button>
                  {editing !== null && (
                    <Button
                      variant="outline-secondary"
                      onClick={() => {
                        setEditing(null);
                        setDraft(EMPTY);
                        setErrors({});
                      }}
                    >
                      {t('codes.cancel')}
                    </Button>
                  )}
                </div>
              </Form>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
