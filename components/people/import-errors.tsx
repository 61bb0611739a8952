/** The preview's errors, one row each: the file's row number, the column, the message. */
import Table from 'react-bootstrap/Table';

export type ImportError = { row: number; column: string; message: string };

export function ImportErrors({ errors }: { errors: ImportError[] }) {
  return (
    <div className="table-responsive" style={{ maxHeight: 420, overflowY: 'auto' }}>
      <Table size="sm" striped>
        <caption className="visually-hidden">Errors in the file</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Error</th>
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
