/** The fees module's public face: what other modules (and the module list) may call. */
export { postDuesOnAdmission } from './on-admission';
export { continueReceiptNumbers } from './receipt-numbers';
