/** The announcements list (newest first) as each caller may read it; one path for page and CSV. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import {
  announcementClassSections,
  announcementRoles,
  announcements,
} from '../../../db/schema/announcements';
import { listQuery } from '../../http/list';
import { qualified, queriesOf } from '../../http/query-spec';
import type { ListDefinition } from '../../http/resource';
import { academicViews } from '../academics';
import { roleNamesView, userNamesView } from '../identity';
import type { Audience } from './schemas';

export type AnnouncementRow = {
  id: number;
  title: string;
  body: string;
  audience: Audience;
  /** "Whole school", or the roles' or class-sections' names. */
  audience_names: string;
  role_ids: number[];
  class_section_ids: number[];
  publish_date: string;
  attachment: string | null;
  author: string;
};

const authors = userNamesView('author_names');
const sectionNames = academicViews.classSections;
const schoolOf = qualified(announcements.schoolId);
const idOf = qualified(announcements.id);

const audienceNames = sql<string>`case ${qualified(announcements.audience)}
  when 'school' then 'Whole school'
  when 'roles' then (select string_agg(${roleNamesView.name}, ', ' order by ${roleNamesView.name})
    from ${announcementRoles} ar join ${roleNamesView}
      on ${roleNamesView.schoolId} = ar.school_id and ${roleNamesView.id} = ar.role_id
    where ar.school_id = ${schoolOf} and ar.announcement_id = ${idOf})
  else (select string_agg(${sectionNames.name}, ', ' order by ${sectionNames.name})
    from ${announcementClassSections} acs join ${sectionNames}
      on ${sectionNames.schoolId} = acs.school_id and ${sectionNames.id} = acs.class_section_id
    where acs.school_id = ${schoolOf} and acs.announcement_id = ${idOf}) end`;

const idsOf = (table: string, column: string) =>
  sql<number[]>`coalesce((select array_agg(x.${sql.raw(column)} order by x.${sql.raw(column)})
    from ${sql.raw(table)} x where x.school_id = ${schoolOf} and x.announcement_id = ${idOf}), '{}')`;

/** By publish date, and on one date the later written first (ids grow with time). */
const newest = sql`(${announcements.publishDate} - date '2000-01-01')::bigint * 2147483648 + ${announcements.id}`;

export const announcementListQuery = listQuery(['publish_date', 'title', 'id']);
type Params = z.output<typeof announcementListQuery>;

const select = (db: Executor) =>
  db
    .select({
      id: announcements.id,
      title: announcements.title,
      body: announcements.body,
      audience: announcements.audience,
      audience_names: audienceNames,
      role_ids: idsOf('announcement_roles', 'role_id'),
      class_section_ids: idsOf('announcement_class_sections', 'class_section_id'),
      publish_date: announcements.publishDate,
      attachment: announcements.attachment,
      author: authors.name,
    })
    .from(announcements)
    .innerJoin(
      authors,
      and(
        eq(authors.schoolId, announcements.schoolId),
        eq(authors.id, announcements.createdByUserId),
      ),
    );

/** One announcement, if `readable` admits it (the list's own get ignores filters). */
export async function announcementRow(
  db: Executor,
  schoolId: number,
  id: number,
  readable: SQL | undefined,
): Promise<AnnouncementRow | undefined> {
  const [row] = await select(db)
    .where(and(eq(announcements.schoolId, schoolId), eq(announcements.id, id), readable))
    .limit(1);
  return row as AnnouncementRow | undefined;
}

/** The list as `readable` admits it (audience.ts). */
export function announcementList(
  readable: SQL | undefined,
): ListDefinition<AnnouncementRow, Params> {
  return {
    query: announcementListQuery,
    queries: queriesOf<AnnouncementRow, Params>({
      select,
      countFrom: (db) => db.select({ id: announcements.id }).from(announcements),
      schoolId: announcements.schoolId,
      id: announcements.id,
      search: [announcements.title, announcements.body],
      sort: {
        publish_date: newest,
        title: announcements.title,
        id: announcements.id,
      },
      defaultSort: '-publish_date',
      filters: () => [readable],
    }),
    csv: {
      fileName: 'announcements.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Publish date', value: (r) => r.publish_date },
        { header: 'Title', value: (r) => r.title },
        { header: 'Audience', value: (r) => r.audience_names },
        { header: 'By', value: (r) => r.author },
        { header: 'Body', value: (r) => r.body },
      ],
    },
  };
}
