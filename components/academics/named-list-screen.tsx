'use client';
/** Mediums, sections and streams: the same screen for a plain list of names. */
import { TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { namedSchema } from '@/lib/api/modules/academics/schemas';
import { byName } from './options';

type Row = { id: number; name: string };

export function NamedListScreen(props: {
  title: string;
  singular: string;
  path: string;
  area: 'medium' | 'section' | 'stream';
}) {
  return (
    <ResourceScreen<Row>
      title={props.title}
      singular={props.singular}
      path={props.path}
      needs={{
        create: `${props.area}-create`,
        edit: `${props.area}-edit`,
        delete: `${props.area}-delete`,
      }}
      columns={[byName]}
      schema={namedSchema}
      blank={{ name: '' }}
      toForm={(r) => ({ name: r.name })}
      fields={<TextField name="name" label="Name" />}
      describe={(r) => r.name}
    />
  );
}
