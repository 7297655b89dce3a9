/** The help page (`/help`): a guide per role, the deadlines and the statuses (help-page.tsx). */
export { HelpPage } from './help-page';
