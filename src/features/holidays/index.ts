/**
 * What the warden home's route takes from holidays (docs/spec-notes.md, holidays): the card with
 * its declare dialog. The admins' per-institution dialog and the DD's page (holidays-page.tsx) are
 * reached by their routes too; no feature imports this one (docs/product.md, 'Code layout').
 */
export { WardenHolidays } from './warden-holidays';
