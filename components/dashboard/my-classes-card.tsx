/** A teacher's own classes on the dashboard: class-sections they lead or teach, with students. */
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslations } from 'use-intl';
import type { MyClass } from './queries';

export function MyClassesCard({ classes }: { classes: MyClass[] }) {
  const t = useTranslations('dashboard');
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('classes.title')}
        </Card.Title>
        {classes.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('classes.none')}</p>
        ) : (
          <Table size="sm" className="align-middle mb-0">
            <caption className="visually-hidden">{t('classes.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('classes.classSection')}</th>
                <th scope="col">{t('classes.youTeach')}</th>
                <th scope="col" className="text-end">
                  {t('classes.students')}
                </th>
              </tr>
            </thead>
            <tbody>
              {classes.map((c) => (
                <tr key={c.class_section_id}>
                  <td>
                    {c.name}{' '}
                    {c.class_teacher && (
                      <Badge bg="primary" className="ms-1">
                        {t('classes.classTeacher')}
                      </Badge>
                    )}
                  </td>
                  <td>{c.subjects.join(', ') || '—'}</td>
                  <td className="text-end">{c.students}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}
