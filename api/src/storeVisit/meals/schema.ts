/** The bodies of the meal-period report (GET /storeVisit/meal, POST /storeVisit/meal/query). */
import { z } from 'zod';
import { filterList } from '../filters/compile.js';
import { zPage, zPageSize } from '../lists/schema.js';

export const mealPageQuery = z.object({ page: zPage, pageSize: zPageSize });

export const mealQueryBody = z.object({
  filters: filterList.optional(),
  isDashboard: z.boolean().optional(),
  page: zPage,
  pageSize: zPageSize,
});
