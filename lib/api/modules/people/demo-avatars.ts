/**
 * The demo's photos (issue 29): twelve generated faces (demo-avatar-drawings.ts), handed out in
 * turn so neighbours on a list differ. A child's photo is private, so none is public: each
 * drawing is rasterised once (sharp) and stored in every demo school as a private PNG exactly as
 * an uploaded photo is (`storablePhoto`, then `storePrivateFile`): kind `student` for the
 * students, `photo` for the staff's own avatars. `/api/files/…` then serves them only to
 * those the kind's rule admits, and the ID cards read them like any uploaded photo. The twelve
 * files are shared by the school's students (the same face on several children, as before).
 */
import sharp from 'sharp';
import { storablePhoto } from '../../../storage/image-resize';
import { storePrivateFile } from '../../../storage/files';
import { AVATAR_DRAWINGS } from './demo-avatar-drawings';

/** Drawn at 256 px a side: sharp on a profile's header and the ID card's 240 px photo box. */
const SIDE = 256;

let rasterised: Promise<Uint8Array[]> | undefined;

/** Each drawing as an uploaded photo would be stored (PNG, made at most 512 px a side). */
function storablePhotos(): Promise<Uint8Array[]> {
  rasterised ??= Promise.all(
    AVATAR_DRAWINGS.map(async (svg) => {
      const png = await sharp(Buffer.from(svg)).resize(SIDE, SIDE).png().toBuffer();
      const photo = await storablePhoto(new Uint8Array(png));
      if (!photo) throw new Error('A demo avatar did not rasterise to a storable photo');
      return photo.bytes;
    }),
  );
  return rasterised;
}

export type DemoAvatars = (n: number) => string;

/** Stores the faces in the school for `kind`; answers the URL of the n-th (any n ≥ 0). */
export async function storeDemoAvatars(
  storageDir: string,
  schoolId: number,
  kind: 'student' | 'photo',
): Promise<DemoAvatars> {
  const urls: string[] = [];
  for (const bytes of await storablePhotos())
    urls.push((await storePrivateFile(storageDir, schoolId, kind, '.png', bytes)).url);
  return (n) => urls[n % urls.length] ?? '';
}
