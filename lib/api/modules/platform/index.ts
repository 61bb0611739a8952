/**
 * The platform module's public face (schools and their settings): what other modules may call.
 * Everything else in this folder is internal (eslint.config.mjs enforces it).
 */
export { createSchool, insertSchoolRow } from './create-school';
export {
  schoolFromHint,
  schoolNameById,
  schoolSubdomainById,
  schoolNamesView,
  subdomainInUse,
  type SchoolRow,
} from './schools';
export { readSchoolSettings, schoolSetting, writeSchoolSettings } from './settings';
export { providerCredentials, setProviderPassword } from './provider-accounts';
export { addSchoolListColumns } from './school-list-columns';
export { onSchoolCreated } from './school-hooks';
