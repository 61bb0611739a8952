/**
 * A translated sentence with one element inside it (a link, a bold name), for server components
 * of the sign-in area, whose translator (getT) gives plain strings: the sentence stays whole in
 * the catalogue (`… or {link}.`), formatted with a marker in the element's place, then split
 * around it. The sign-in page uses it too, so it must not load use-intl's React part.
 */
import type { ReactNode } from 'react';
import type { MessageValues, Translate } from '@/lib/i18n/translate';

const MARK = '\u0000';

export function placeElement(
  t: Translate,
  key: string,
  name: string,
  element: ReactNode,
  values: MessageValues = {},
): ReactNode {
  const [before, after = ''] = t(key, { ...values, [name]: MARK }).split(MARK);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
