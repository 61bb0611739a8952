/**
 * A generated PDF as the answer (receipts, credit notes, payslips): shown in the browser, or
 * saved under its file name when the caller asks `?download=1`; private to the signed-in reader,
 * so never kept by a shared cache.
 */
import { PRIVATE_CACHE } from '../../storage/files';

export function pdfResponse(pdf: Buffer, fileName: string, download: '0' | '1' | undefined) {
  const disposition = download === '1' ? 'attachment' : 'inline';
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${fileName}"`,
      'Cache-Control': PRIVATE_CACHE,
    },
  });
}
