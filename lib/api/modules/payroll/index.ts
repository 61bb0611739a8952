/**
 * The payroll module's public face: the dashboard's figure of the month's payroll. Everything
 * else in this folder is internal.
 */
export {};
