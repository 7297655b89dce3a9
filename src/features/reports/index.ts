/**
 * The weekly audit reports' page (issue 15 §3), shared by the DD and admin consoles; its routes
 * load its texts with them.
 */
export { ReportsPage } from './reports-page';
