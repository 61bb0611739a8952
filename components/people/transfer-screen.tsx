'use client';
/** /academics/transfer-student: transfer within the session, promote into the next, past moves. */
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslations } from 'use-intl';
import { usePermissions } from '@/components/ui/use-permissions';
import { MoveHistory } from './move-history';
import { PromotionForm } from './promotion-form';
import { TransferForm } from './transfer-form';

export function TransferScreen() {
  const { can } = usePermissions();
  const t = useTranslations('people');
  return (
    <>
      {can('transfer-student-create') && (
        <Card className="mb-4">
          <Card.Body>
            <Tabs defaultActiveKey="transfer" id="move-kind" className="mb-3">
              <Tab eventKey="transfer" title={t('transfer.tab')}>
                <TransferForm />
              </Tab>
              <Tab eventKey="promote" title={t('promotion.tab')}>
                <PromotionForm />
              </Tab>
            </Tabs>
          </Card.Body>
        </Card>
      )}
      <MoveHistory />
    </>
  );
}
