/**
 * The identity module's public face (users, roles, the signed-in profile): what other modules
 * may call. Everything else in this folder is internal (eslint.config.mjs enforces it).
 */
export {
  accountsPerSchool,
  activeStaffCount,
  activeStaffPerSchool,
  activeUsersByRole,
} from './counts';
export { sniffImage, type ImageKind } from './image-type';
export { profileOf } from './profile';
export {
  createAccounts,
  createRole,
  createUser,
  grantPermissions,
  roleIdByName,
  userIdsByEmail,
} from './users';
export { revokeSchoolTokens } from './tokens';
export { activeStaffMembers, type StaffMember } from './staff-directory';
export { activeStaffView, roleNamesView, staffRoleHoldersView, userNamesView } from './views';
export { roleIdsByNames, rolesByIds } from './role-lookups';
export { activeUserIdsOfRoles, staffHoldersOf } from './notice-recipients';
export { accountTokensOf } from './account-tokens';
export {
  issueAccessToken,
  revokeAccessToken,
  setUserPassword,
  userCredentials,
} from './credentials';
export {
  accountKey,
  addressKey,
  attemptSucceeded,
  claimAttempt,
  clearFailuresUnder,
  currentFailures,
  globalKey,
  windowLimit,
} from './throttle';
export { addressLimit, loginLimits } from './login-limits';
export {
  accountRoles,
  accountsView,
  addAccountsFrom,
  disableAccount,
  grantRole,
  insertAccount,
  NO_PASSWORD,
  renameAccount,
  replaceStaffRole,
  roleById,
  roleNamesByEmail,
  userIdByEmail,
} from './accounts';
export {
  deleteRole,
  renameRole,
  roleHolders,
  roleListQueries,
  roleWithPermissions,
  setRolePermissions,
} from './role-editor';
export { recipientsOf } from './recipients';
