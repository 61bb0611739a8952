/**
 * The identity module's public face (users, roles, the signed-in profile): what other modules
 * may call. Everything else in this folder is internal (eslint.config.mjs enforces it).
 */
export { accountsPerSchool, activeStaffCount, activeUsersByRole } from './counts';
export { sniffImage, type ImageKind } from './image-type';
export { profileOf } from './profile';
export { createAccounts, createRole, createUser, roleIdByName, userIdsByEmail } from './users';
export { revokeSchoolTokens } from './tokens';
export { mayViewUserPhoto } from './photo-access';
export { userNameView } from './views';
