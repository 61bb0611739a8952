/**
 * The announcements module's public face: nothing another module needs. Its file access rule
 * and the dashboard's latest announcements reach the system through its manifest (module.ts).
 */
export {};
