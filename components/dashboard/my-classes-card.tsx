/** A teacher's own classes on the dashboard: class-sections they lead or teach, with students. */
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import type { MyClass } from './queries';

export function MyClassesCard({ classes }: { classes: MyClass[] }) {
  return (
    <Card className="h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Your classes
        </Card.Title>
        {classes.length === 0 ? (
          <p className="mb-0 text-body-secondary">
            You are not class teacher or subject teacher of any class yet; the School Admin assigns
            classes on your teacher profile.
          </p>
        ) : (
          <Table size="sm" className="align-middle mb-0">
            <caption className="visually-hidden">Your classes</caption>
            <thead>
              <tr>
                <th scope="col">Class-section</th>
                <th scope="col">You teach</th>
                <th scope="col" className="text-end">
                  Students
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
                        Class teacher
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
