/**
 * What the account feature offers the shells (the warden's and the consoles'): the menu with
 * one's name, role, change password and sign out.
 */
export { AccountMenu } from './account-menu';
