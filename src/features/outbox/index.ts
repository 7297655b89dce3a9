/**
 * What the outbox offers the warden's shell: the header's tray link with its count, and the
 * warning shown before signing out while posts wait to be sent.
 */
export { OutboxLink } from './outbox-link';
export { useSignOutWarning } from './sign-out-warning';
