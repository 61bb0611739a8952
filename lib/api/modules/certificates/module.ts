/**
 * ID cards and certificates (issue 29): the school's templates, certificates issued with
 * gapless serials and kept for good, their PDFs and the ID cards' sheets, and the public
 * verification behind their QR codes.
 */
import * as certificatesSchema from '../../../db/schema/certificates';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { certificatesDemoSeed } from './demo-seed';
import { certificatesMenu } from './menu';
import { certificateRoutes } from './routes';

export const certificatesModule = defineModule({
  name: 'certificates',
  audit: { certificates: 'Certificate', 'certificate-templates': 'Certificate template' },
  permissions: crudOf('certificates'),
  menu: certificatesMenu,
  tables: tablesOf(
    certificatesSchema,
    {
      // Never edited or deleted once issued; a restore replaces them whole, after its safety
      // backup has kept the rows it removes (backup/apply.ts).
      certificates: 'replace',
      certificate_counters: {
        excluded:
          'serials only grow: the current counter is kept, and a school without one continues after the highest serial it holds (serials.ts), so no number is issued twice',
      },
    },
    {
      certificate_templates: {
        details: { noSchoolIds: "the ID card's layout: which details it prints" },
      },
    },
  ),
  demo: { ...certificatesDemoSeed, after: ['academics', 'people'] },
  plan: 'records',
  routes: certificateRoutes,
});
