/** Filled in below (step 5). */
import type { ModuleDemoSeed } from '../../demo/context';

export const examsDemoSeed: ModuleDemoSeed = { module: 'exams' };
