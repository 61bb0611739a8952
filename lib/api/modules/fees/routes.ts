/** Every route of the fees module, in the order the OpenAPI document lists them. */
import { adjustmentRoutes } from './adjustments';
import { assignRoutes } from './assign';
import { feeTypeRoutes } from './fee-types';
import { paymentHistoryRoutes } from './payment-history';
import { paymentRoutes } from './payments';
import { receiptRoutes } from './receipt';
import { refundRoutes } from './refunds';
import { duesRoutes } from './dues';
import { receiptVerificationRoutes } from './receipt-verification';
import { studentFinderRoutes } from './student-finder';
import { structureRoutes } from './structures';
import { studentFeesRoutes } from './student-fees';
import { summaryRoutes } from './summary';

export const feeRoutes = [
  ...feeTypeRoutes,
  ...structureRoutes,
  ...assignRoutes,
  ...adjustmentRoutes,
  ...studentFinderRoutes,
  ...studentFeesRoutes,
  ...paymentHistoryRoutes,
  ...paymentRoutes,
  ...receiptRoutes,
  ...receiptVerificationRoutes,
  ...summaryRoutes,
  ...refundRoutes,
  ...duesRoutes,
];
