/**
 * Documents (issue 29 item 3): the school's document types, students' and staff members'
 * documents as private files, their download, the "missing documents" filter of the students
 * list and the daily notice of documents expiring soon.
 */
import * as documentsSchema from '../../../db/schema/documents';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { mayViewDocumentFile } from './access';
import { documentsDemoSeed } from './demo-seed';
import { documentTypeRoutes } from './document-types';
import { scheduleExpiringDocuments } from './expiry';
import { documentsMenu } from './menu';
import { registerMissingDocumentsFilter } from './missing-filter';
import { documentRoutes } from './routes';

export const documentsModule = defineModule({
  name: 'documents',
  notificationKeys: { document_expiring: 'documents' },
  audit: { 'document-types': 'Document type', documents: 'Document' },
  permissions: crudOf('documents', 'document-types'),
  menu: documentsMenu,
  tables: tablesOf(documentsSchema),
  files: { document: mayViewDocumentFile },
  plan: 'records',
  demo: { ...documentsDemoSeed, after: ['academics', 'people'] },
  routes: [...documentTypeRoutes, ...documentRoutes],
  connect: () => {
    // The daily notice of documents expiring within 30 days (contract §5).
    scheduleExpiringDocuments();
    // missing_documents / missing_document_type_id on GET /api/students (contract §2).
    registerMissingDocumentsFilter();
  },
});
