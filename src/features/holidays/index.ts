/**
 * Holidays on screen (docs/spec-notes.md, holidays): the warden home's card with its declare
 * dialog, the admins' per-institution dialog, and the list call and revoke dialog the DD's
 * holidays page shares with them.
 */
export { WardenHolidays, type HolidayInstitution } from './warden-holidays';
export { InstitutionHolidaysDialog } from './institution-holidays-dialog';
export { DeclareHolidayDialog, type DeclareTarget } from './declare-dialog';
export { RevokeDialog } from './revoke-dialog';
export { useHolidays, type HolidayParams } from './api/holidays-api';
