/**
 * Announcements: title, plain-text body, an optional attachment, a publish date and a session
 * year, for an audience: the whole school, some roles, or some class-sections (their
 * guardians and teachers). Owned by lib/api/modules/announcements.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { classSections, sessionYears } from './academics';
import { roles, users } from './identity';

export const announcements = pgTable(
  'announcements',
  {
    ...tenantColumns(),
    sessionYearId: integer('session_year_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: text('audience', { enum: ['school', 'roles', 'class_sections'] }).notNull(),
    publishDate: date('publish_date').notNull(),
    attachment: text('attachment'),
    createdByUserId: integer('created_by_user_id').notNull(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.schoolId, t.sessionYearId],
      foreignColumns: [sessionYears.schoolId, sessionYears.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.createdByUserId],
      foreignColumns: [users.schoolId, users.id],
    }),
    check('announcements_audience', sql`${t.audience} in ('school', 'roles', 'class_sections')`),
    index('announcements_newest').on(t.schoolId, t.publishDate, t.id),
  ],
);

export const announcementRoles = pgTable(
  'announcement_roles',
  {
    schoolId: integer('school_id').notNull(),
    announcementId: integer('announcement_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.announcementId, t.roleId] }),
    foreignKey({
      columns: [t.schoolId, t.announcementId],
      foreignColumns: [announcements.schoolId, announcements.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.schoolId, t.roleId], foreignColumns: [roles.schoolId, roles.id] }),
  ],
);

export const announcementClassSections = pgTable(
  'announcement_class_sections',
  {
    schoolId: integer('school_id').notNull(),
    announcementId: integer('announcement_id').notNull(),
    classSectionId: integer('class_section_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.announcementId, t.classSectionId] }),
    foreignKey({
      columns: [t.schoolId, t.announcementId],
      foreignColumns: [announcements.schoolId, announcements.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.schoolId, t.classSectionId],
      foreignColumns: [classSections.schoolId, classSections.id],
    }),
    index('announcement_class_sections_section').on(t.schoolId, t.classSectionId),
  ],
);
