/**
 * What the screens share with the announcements module (row types of its lists): the public file
 * components/ imports (lint/module-boundaries.mjs). No server code: screens bundle it.
 */
export type { AnnouncementRow } from './lists';
