/** Student and staff attendance: marking a day, month grids and summaries. */
import { defineModule } from '../../http/module';

export const attendanceModule = defineModule({
  name: 'attendance',
  routes: [],
});
