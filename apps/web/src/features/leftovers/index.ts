/** What app/ may use of the leftovers area. */
export { LeftoverButton } from './components/leftover-button';
export { LeftoverModal } from './components/leftover-modal';
