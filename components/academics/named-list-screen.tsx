'use client';
/** Mediums, sections and streams: the same screen for a plain list of names. */
import { useTranslations } from 'use-intl';
import { TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { namedSchema } from '@/lib/api/modules/academics/schemas';
import { useNameColumn } from './options';

type Row = { id: number; name: string };

export function NamedListScreen(props: { path: string; area: 'medium' | 'section' | 'stream' }) {
  const t = useTranslations('academics');
  const byName = useNameColumn();
  const words = {
    medium: { title: t('medium.title'), singular: t('medium.singular') },
    section: { title: t('section.title'), singular: t('section.singular') },
    stream: { title: t('stream.title'), singular: t('stream.singular') },
  }[props.area];
  return (
    <ResourceScreen<Row>
      title={words.title}
      singular={words.singular}
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
      fields={<TextField name="name" label={t('name')} />}
      describe={(r) => r.name}
    />
  );
}
