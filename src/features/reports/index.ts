/**
 * The weekly audit reports' page (docs/spec-notes.md, 'Supervisors' views and the public audit'), shared by the DD
 * and admin consoles; its routes load its texts with them.
 */
export { ReportsPage } from './reports-page';
