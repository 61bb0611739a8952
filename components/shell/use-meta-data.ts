'use client';
/** The meta data for screens (pick lists), through react-query; see meta-data.ts. */
import { useQuery } from '@tanstack/react-query';
import { metaDataQuery } from './meta-data';

export { defaultSessionYear, type NamedItem } from './meta-data';

export function useMetaData() {
  return useQuery(metaDataQuery);
}
