/** The preview's errors, one row each: the file's row number, the column, the message. */
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';

export type ImportError = { row: number; column: string; message: string };

export function ImportErrors({ errors }: { errors: ImportError[] }) {
  const t = useTranslations('people');
  return (
    <div className="table-responsive" style={{ maxHeight: 420, overflowY: 'auto' }}>
      <Table size="sm" striped>
        <caption className="visually-hidden">{t('import.errorsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('import.row')}</th>
            <th scope="col">{t('import.column')}</th>
            <th scope="col">{t('import.error')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={`${e.row}-${e.column}-${i}`}>
              <td>{e.row}</td>
              <td>
                <code>{e.column}</code>
              </td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
