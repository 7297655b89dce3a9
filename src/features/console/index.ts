/**
 * What the console frame offers the admin and DD consoles: the shell with its header, side
 * navigation and account menu.
 */
export { ConsoleShell, type ConsoleNavItem } from './console-shell';
