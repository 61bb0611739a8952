'use client';
/**
 * /subscription (School Admin): the current plan and its state, usage against each limit as
 * bars, the renewal date, the history of periods, the other published plans and a request for
 * a change that reaches the provider's console.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import { limitText, modulesText, priceText, type PlanView } from '@/components/plans/plan-words';
import { useSchoolFormat } from '@/components/ui/school-format';
import { StatusBadge } from '@/components/ui/status-badge';
import { toast } from '@/components/ui/toast';
import { apiFetch, ApiRequestError } from '@/lib/client/api-fetch';

type Usage = { used: number; limit: number | null };
type Overview = {
  current:
    | (PlanView & {
        status: string;
        state: string;
        starts_on: string;
        ends_on: string;
        grace_ends_on: string;
        next_plan: string | null;
        read_only: boolean;
      })
    | null;
  usage: { students: Usage; staff: Usage };
  history: {
    id: number;
    plan: string;
    status: string;
    starts_on: string;
    ends_on: string;
    current: boolean;
  }[];
  plans: PlanView[];
  requests: {
    id: number;
    plan: string;
    message: string | null;
    status: string;
    requested_by: string;
    created_at: string;
  }[];
};

const KEY = ['subscription'];

function UsageBar({ label, usage }: { label: string; usage: Usage }) {
  const t = useTranslations('subscription');
  const { used, limit } = usage;
  const percent = limit ? Math.min(100, Math.round((100 * used) / limit)) : 0;
  const text =
    limit === null ? t('usage.unlimited', { used }) : t('usage.ofLimit', { used, limit });
  return (
    <div className="mb-3">
      <div className="d-flex justify-content-between">
        <span>{label}</span>
        <span>{text}</span>
      </div>
      {limit !== null && (
        <ProgressBar
          now={percent}
          variant={used >= limit ? 'danger' : percent >= 80 ? 'warning' : 'success'}
          aria-label={t('usage.bar', { label, text })}
        />
      )}
    </div>
  );
}

function RequestChange({ plans, onSent }: { plans: PlanView[]; onSent: () => void }) {
  const t = useTranslations('subscription');
  const [planId, setPlanId] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await apiFetch<{ message: string }>('/api/subscription/requests', {
        method: 'POST',
        body: JSON.stringify({ plan_id: planId, message }),
      });
      toast.success(res.message);
      setMessage('');
      onSent();
    } catch (e) {
      setError(
        e instanceof ApiRequestError ? (e.fieldErrors.plan_id ?? e.message) : t('request.notSent'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={send} noValidate>
      <Form.Group className="mb-2" controlId="request-plan">
        <Form.Label>{t('request.plan')}</Form.Label>
        <Form.Select value={planId} onChange={(e) => setPlanId(e.target.value)} isInvalid={!!error}>
          <option value="">{t('request.choose')}</option>
          {plans.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} — {priceText(p)}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-2" controlId="request-message">
        <Form.Label>{t('request.message')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Form.Group>
      <Button type="submit" disabled={busy}>
        {t('request.send')}
      </Button>
    </Form>
  );
}

export function SubscriptionScreen() {
  const t = useTranslations('subscription');
  const query = useQuery({
    queryKey: KEY,
    queryFn: () => apiFetch<{ data: Overview }>('/api/subscription').then((r) => r.data),
  });
  return (
    <section aria-labelledby="subscription-title">
      <h1 id="subscription-title" className="h3 mb-3">
        {t('title')}
      </h1>
      {query.isLoading ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : query.error || !query.data ? (
        <p role="alert">{t('loadFailed', { error: query.error?.message ?? '' })}</p>
      ) : (
        <SubscriptionDetails overview={query.data} refetch={() => query.refetch()} />
      )}
    </section>
  );
}

function SubscriptionDetails({ overview, refetch }: { overview: Overview; refetch: () => void }) {
  const t = useTranslations('subscription');
  const format = useSchoolFormat();
  const { current, usage, history, plans, requests } = overview;
  return (
    <Row className="g-4">
      <Col lg={6}>
        <Card>
          <Card.Body>
            <Card.Title as="h2" className="h5">
              {t('current.title')}
            </Card.Title>
            {current ? (
              <>
                <p className="fs-4 mb-1">
                  {current.name} <StatusBadge status={current.state} />
                </p>
                <p className="mb-1">{priceText(current)}</p>
                <p className="mb-1">
                  {current.state === 'trial'
                    ? t('current.trialEnds', { date: format.date(current.ends_on) })
                    : t('current.renewal', { date: format.date(current.ends_on) })}
                  {current.next_plan && t('current.then', { plan: current.next_plan })}
                </p>
                <p className="text-muted small">
                  {t('current.includes', { modules: modulesText(current) })}
                </p>
              </>
            ) : (
              <p>{t('current.none')}</p>
            )}
          </Card.Body>
        </Card>
      </Col>
      <Col lg={6}>
        <Card>
          <Card.Body>
            <Card.Title as="h2" className="h5">
              {t('usage.title')}
            </Card.Title>
            <UsageBar label={t('usage.students')} usage={usage.students} />
            <UsageBar label={t('usage.staff')} usage={usage.staff} />
          </Card.Body>
        </Card>
      </Col>
      <Col lg={6}>
        <Card>
          <Card.Body>
            <Card.Title as="h2" className="h5">
              {t('plans.title')}
            </Card.Title>
            {plans.length === 0 && <p>{t('plans.none')}</p>}
            <ul className="list-unstyled">
              {plans.map((p) => (
                <li key={p.id} className="mb-2">
                  <strong>{p.name}</strong>
                  {p.highlighted && (
                    <span className="badge bg-primary ms-2">{t('plans.recommended')}</span>
                  )}{' '}
                  — {priceText(p)}
                  <br />
                  <span className="small">
                    {limitText(p.student_limit, 'students')}, {limitText(p.staff_limit, 'staff')}.{' '}
                    {modulesText(p)}.
                  </span>
                </li>
              ))}
            </ul>
            {plans.length > 0 && <RequestChange plans={plans} onSent={refetch} />}
          </Card.Body>
        </Card>
      </Col>
      <Col lg={6}>
        <Card className="mb-4">
          <Card.Body>
            <Card.Title as="h2" className="h5">
              {t('history.title')}
            </Card.Title>
            {/* A card per plan period on a phone (data-table-stack, globals.css). */}
            <Table size="sm" responsive className="data-table-stack">
              <caption className="visually-hidden">{t('history.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('history.plan')}</th>
                  <th scope="col">{t('history.from')}</th>
                  <th scope="col">{t('history.to')}</th>
                  <th scope="col">{t('history.status')}</th>
                </tr>
              </thead>
              <tbody>
                {history.map((h) => (
                  <tr key={h.id}>
                    <td data-label={t('history.plan')}>
                      {h.plan}
                      {h.current && t('history.current')}
                    </td>
                    <td data-label={t('history.from')}>{format.date(h.starts_on)}</td>
                    <td data-label={t('history.to')}>{format.date(h.ends_on)}</td>
                    <td data-label={t('history.status')}>
                      <StatusBadge status={h.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card.Body>
        </Card>
        {requests.length > 0 && (
          <Card>
            <Card.Body>
              <Card.Title as="h2" className="h5">
                {t('request.title')}
              </Card.Title>
              <ul className="list-unstyled mb-0">
                {requests.map((r) => (
                  <li key={r.id}>
                    {r.plan} — {r.requested_by}, {format.dateOf(r.created_at)}{' '}
                    <StatusBadge status={r.status} />
                  </li>
                ))}
              </ul>
            </Card.Body>
          </Card>
        )}
      </Col>
    </Row>
  );
}
