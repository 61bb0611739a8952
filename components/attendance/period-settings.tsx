'use client';
/**
 * Attendance by period, the School Admin's setting (on the attendance codes screen): whether
 * teachers take attendance per lesson, and the rule the day's mark follows. Saved through
 * PUT /api/attendance-settings (audited).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { DAILY_RULES, type DailyRule } from '@/lib/api/modules/attendance/schemas';
import { apiFetch } from '@/lib/client/api-fetch';

type Settings = { by_period: boolean; daily_rule: DailyRule };
const KEY = ['attendance-settings'];

export function PeriodSettingsCard() {
  const t = useTranslations('attendance');
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: async () => (await apiFetch<{ data: Settings }>('/api/attendance-settings')).data,
  });
  const [draft, setDraft] = useState<Settings | null>(null);
  const shown = draft ?? settings.data;
  const save = useMutation({
    mutationFn: (body: Settings) =>
      apiFetch<{ data: Settings; message: string }>('/api/attendance-settings', {
        method: 'PUT',
        body: JSON.stringify(body),
      }),
    onSuccess: (res) => {
      toast.success(res.message);
      queryClient.setQueryData(KEY, res.data);
      setDraft(null);
    },
    onError: (e) => toast.error(e.message),
  });
  const ruleText = (rule: DailyRule) =>
    rule === 'majority' ? t('periods.ruleMajority') : t('periods.ruleFirst');

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">{t('periodSettings.title')}</h2>
        <p className="small text-body-secondary">{t('periodSettings.intro')}</p>
        {shown && (
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(shown);
            }}
          >
            <Form.Check
              type="switch"
              className="mb-2"
              id="period-by-period"
              label={t('periodSettings.byPeriod')}
              checked={shown.by_period}
              onChange={(e) => setDraft({ ...shown, by_period: e.target.checked })}
            />
            <Form.Group className="mb-3" controlId="period-daily-rule">
              <Form.Label>{t('periodSettings.rule')}</Form.Label>
              <Form.Select
                value={shown.daily_rule}
                disabled={!shown.by_period}
                onChange={(e) => setDraft({ ...shown, daily_rule: e.target.value as DailyRule })}
              >
                {DAILY_RULES.map((rule) => (
                  <option key={rule} value={rule}>
                    {rule === 'majority'
                      ? t('periodSettings.majority')
                      : t('periodSettings.firstPeriod')}
                  </option>
                ))}
              </Form.Select>
              <Form.Text>{ruleText(shown.daily_rule)}</Form.Text>
            </Form.Group>
            <Button type="submit" disabled={save.isPending || draft === null}>
              {t('periodSettings.save')}
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
